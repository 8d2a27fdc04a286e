/**
 * The pictures of the sample homepages that the landing page's carousel shows: taken from the
 * pages themselves by scripts/sample-screenshots.ts, per language, on a desktop and a phone.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { SampleRealtor } from '@/server/seed/sample-realtors';

/** The stored size of each picture: half the desktop's 1440 × 900 viewport, and a phone's 390 × 844 at 60 %. */
export const SAMPLE_SHOT_SIZES = {
  desktop: { width: 720, height: 450 },
  phone: { width: 234, height: 506 },
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
