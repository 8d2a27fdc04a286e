import 'server-only';
import { getImageProps } from 'next/image';
import { SAMPLE_SHOT_SIZES, sampleShotPath } from '@/features/landing/sample-shots';
import type { Locale } from '@/i18n/locales';
import { REALTOR_TEMPLATES, type RealtorTemplate } from '@/lib/schemas/realtor';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';

/** What the editor's template choice shows of each template: an <img>'s attributes. */
export type TemplatePictures = Record<RealtorTemplate, { src: string; srcSet?: string; width?: number | `${number}`; height?: number | `${number}`; sizes?: string }>;

/**
 * Each template as a realtor's page really looks in it: the first screen of the first sample
 * homepage in that template, in the page's language (the landing page's carousel pictures, taken
 * by scripts/sample-screenshots.ts), through the image optimizer at the size the editor shows.
 */
export function templatePictures(locale: Locale): TemplatePictures {
  return Object.fromEntries(
    REALTOR_TEMPLATES.map((template) => {
      const sample = SAMPLE_REALTORS.find((r) => r.template === template) ?? SAMPLE_REALTORS[0]!;
      const { src, srcSet, width, height, sizes } = getImageProps({ src: sampleShotPath(sample.desiredUrl, locale, 'desktop'), alt: '', ...SAMPLE_SHOT_SIZES.desktop, sizes: '160px' }).props;
      return [template, { src, srcSet, width, height, sizes }];
    }),
  ) as TemplatePictures;
}
