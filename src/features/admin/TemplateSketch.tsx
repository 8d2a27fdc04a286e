import type { RealtorTemplate } from '@/lib/schemas/realtor';

/** A small drawing of a template's first screen, beside its name in the editor (decorative). */
export function TemplateSketch({ template }: { template: RealtorTemplate }) {
  return (
    <svg aria-hidden="true" width="96" height="64" viewBox="0 0 96 64" style={{ flex: 'none', borderRadius: 6, border: '1px solid #c8ccd2' }}>
      <rect width="96" height="64" fill="#fff" />
      <rect width="96" height="6" fill="#e4e7eb" />
      {template === 'classic' ? (
        <>
          <rect y="6" width="96" height="40" fill="#9db4c8" />
          <rect x="6" y="28" width="52" height="14" rx="2" fill="#fff" />
          <rect x="9" y="31" width="8" height="9" fill="#9db4c8" />
          <rect x="20" y="32" width="30" height="3" fill="#333" />
        </>
      ) : template === 'modern' ? (
        <>
          <rect y="6" width="42" height="40" fill="#1f4e79" />
          <rect x="42" y="6" width="54" height="40" fill="#9db4c8" />
          <rect x="6" y="20" width="28" height="5" fill="#fff" />
          <rect x="6" y="29" width="18" height="4" rx="2" fill="#fff" />
          <rect y="52" width="96" height="12" fill="#f0f2f5" />
        </>
      ) : (
        <>
          <rect y="6" width="96" height="46" fill="#2b2b30" />
          <rect x="28" y="22" width="40" height="5" fill="#fff" />
          <rect x="42" y="31" width="12" height="1" fill="#fff" />
          <rect x="36" y="36" width="24" height="4" fill="#fff" opacity="0.8" />
        </>
      )}
    </svg>
  );
}
