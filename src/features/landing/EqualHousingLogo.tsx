/** The Equal Housing Opportunity logo (a house with an equal sign), drawn inline. */
export function EqualHousingLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 4 26h7v30h42V26h7L32 4Z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
      <rect x="20" y="30" width="24" height="6" fill="currentColor" />
      <rect x="20" y="42" width="24" height="6" fill="currentColor" />
    </svg>
  );
}
