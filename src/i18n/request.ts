import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { loadMessages } from './messages';
import { routing } from './routing';

/**
 * The locale comes from the root `[locale]` segment through `next/root-params` (Next 16.3+), so
 * pages stay statically renderable without passing the locale around.
 */
export default getRequestConfig(async ({ locale: override }) => {
  // Outside the [locale] segment (the global 404 page) there is no root param: Korean.
  const requested = override ?? (await rootLocale().catch(() => undefined));
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: 'America/Los_Angeles' };
});
