/**
 * Where to go after sign-in: only a path on this site (`/…`, never `//host` or `/\host`, no
 * scheme), so a crafted `?next=` cannot send a signed-in user to another site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || next.length > 1000 || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  try {
    const url = new URL(next, 'http://same.invalid');
    // Checked again after normalising: '/.//evil.example' becomes '//evil.example'.
    if (url.origin !== 'http://same.invalid' || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
