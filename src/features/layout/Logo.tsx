/** The product logo: a roof over a page, drawn inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" focusable="false">
      <rect width="32" height="32" rx="8" fill="#fff" />
      <path d="M6 16 16 7l10 9" fill="none" stroke="#0b5cad" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="10" y="16" width="12" height="10" rx="1.5" fill="#0b5cad" />
      <rect x="14" y="19" width="4" height="7" fill="#fff" />
    </svg>
  );
}
