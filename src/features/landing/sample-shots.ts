/**
 * The pictures of the sample homepages that the landing page's carousel shows: taken from the
 * pages themselves by scripts/sample-screenshots.ts, per language, on a desktop and a phone.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { SampleRealtor } from '@/server/seed/sample-realtors';

/**
 * The stored size of each picture: the desktop's 1440 × 900 viewport at 1280 × 800, and a phone's
 * 390 × 844 whole. A slide is up to about 840 px wide on a 1440 px screen and its phone about
 * 185 px: 1.5 and 2 stored pixels to each pixel shown (the image optimizer serves smaller widths
 * where they are shown smaller).
 */
export const SAMPLE_SHOT_SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type SampleShotKind = keyof typeof SAMPLE_SHOT_SIZES;

/** The picture's path under public/ (and on the site). */
export function sampleShotPath(desiredUrl: string, locale: Locale, kind: SampleShotKind): string {
  return `/samples/${desiredUrl}-${locale}-${kind}.webp`;
}

/** A hash of a sample's record: its pictures are taken again when it changes. */
export function sampleHash(realtor: SampleRealtor): string {
  return createHash('sha256').update(JSON.stringify(realtor)).digest('hex').slice(0, 16);
}
