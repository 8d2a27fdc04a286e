import type { MetadataRoute } from 'next';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';

/** The brand blue of the header's logo (src/features/layout/Logo.tsx) and of the icons. */
export const BRAND_BLUE = '#0b5cad';

/**
 * /manifest.webmanifest: the product's name, colour and icons (made by scripts/generate-icons.mjs),
 * in the default language. A realtor's homepage links none (src/features/realtor-home/seo.ts): it
 * is that realtor's site, not the product's.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = createTranslator({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE), namespace: 'Metadata' });
  return {
    name: 'Built for Realtors',
    short_name: 'Built for Realtors',
    description: t('siteDescription'),
    lang: DEFAULT_LOCALE,
    start_url: '/',
    display: 'browser',
    theme_color: BRAND_BLUE,
    background_color: '#ffffff',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
    ],
  };
}
