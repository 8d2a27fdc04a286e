import './globals.css';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import NotFound from './[locale]/not-found';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import { pickClientMessages } from '@/i18n/client-messages';
import { DEFAULT_LOCALE } from '@/i18n/locales';

export const metadata = { title: '404' };

/** A path outside every locale (e.g. a file name that does not exist): the Korean 404 page. */
export default async function GlobalNotFound() {
  const messages = await getMessages({ locale: DEFAULT_LOCALE });
  return (
    <html lang={DEFAULT_LOCALE}>
      <head>
        <FontStylesheet locale={DEFAULT_LOCALE} />
      </head>
      <body>
        <NextIntlClientProvider locale={DEFAULT_LOCALE} messages={pickClientMessages(messages)}>
          <NotFound />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
