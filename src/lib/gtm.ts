/**
 * Google Tag Manager / gtag id validation. Ids are injected into inline scripts,
 * so only strictly-shaped ids are accepted.
 */

/** `GTM-XXXX` (Tag Manager container) or `G-XXXX` (GA4 measurement id); uppercase alphanumerics. */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export function isValidTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID_PATTERN.test(id);
}

/** Throws an Error naming the bad id unless it matches {@link TAG_MANAGER_ID_PATTERN}. */
export function assertTagManagerId(id: string): void {
  if (!isValidTagManagerId(id)) {
    throw new Error(`Invalid tag manager id: ${JSON.stringify(id)} (expected GTM-XXXX or G-XXXX)`);
  }
}
