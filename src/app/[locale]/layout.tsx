import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Integrations, integrationsConfig } from '@/features/integrations/Integrations';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import { VersionWatcher } from '@/features/version/VersionWatcher';
import { pickClientMessages } from '@/i18n/client-messages';
import { LOCALE_INFO, LOCALES } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/server/config/public';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#000000' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteTitle'), template: `%s | ${t('siteTitle')}` },
    description: t('siteDescription'),
    openGraph: { locale: LOCALE_INFO[locale].languageTag, siteName: t('siteTitle'), type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const messages = await getMessages();
  // Tag manager, error reporting, monitoring: after consent, and only when configured.
  const integrations = integrationsConfig();

  return (
    <html lang={locale}>
      <head>
        <FontStylesheet locale={locale} />
      </head>
      <body>
        <NextIntlClientProvider messages={pickClientMessages(messages, integrations ? ['Consent'] : [])}>
          {children}
          <VersionWatcher />
          <Integrations config={integrations} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
