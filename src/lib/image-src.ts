/**
 * Photo URLs as pages use them. Stored URLs may be absolute (SPEC §7: the upload URL without its
 * query), on this site (local uploads), in S3 or on a CDN, or paths (/demo/…).
 */

/** A URL on this site's own origin as a path: it then works on every host the site answers (a realtor's own domain too). */
export function sitePath(url: string, siteOrigin: string): string {
  const origin = siteOrigin.replace(/\/$/, '');
  return origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** Next optimises images of this site only (no remote hosts are configured); others are used as they are. */
export function isRemoteImage(src: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(src);
}
