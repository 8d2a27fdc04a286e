import type { Locale } from './locales';
import { DEFAULT_LOCALE } from './locales';
import type ko from './messages/ko.json';

/**
 * The catalogs' shape. In the built app a message with arguments is precompiled (next-intl's
 * catalog loader, decision 019), not the string this type says: read messages through a
 * translator; only a message without arguments (`messages.Header.skip`) stays a plain string.
 */
export type Messages = typeof ko;

type Importer = (locale: Locale) => Promise<{ default: Messages }>;

const importMessages: Importer = (locale) => import(`./messages/${locale}.json`);

/**
 * Loads only the requested locale's messages (SPEC §7 "lazy loading of translation files").
 * A failure is logged as 'Failed locale loading' and falls back to Korean (SPEC §8).
 */
export async function loadMessages(locale: Locale, load: Importer = importMessages): Promise<Messages> {
  try {
    return (await load(locale)).default;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'Failed locale loading', locale, err: String(error) }));
    if (locale === DEFAULT_LOCALE) throw error;
    return (await load(DEFAULT_LOCALE)).default;
  }
}
