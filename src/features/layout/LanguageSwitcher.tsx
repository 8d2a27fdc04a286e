'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_INFO, LOCALES, localizePath, storeLocaleChoice, unprefixedPath, type Locale } from '@/i18n/locales';
import styles from './DisclosureMenu.module.css';
import { useDisclosure } from './use-disclosure';

/**
 * The language menu of every header (SPEC §4): a disclosure (<details>), so the label opens and
 * closes it before the page's scripts have loaded, and without them. Each choice is a real link.
 * With scripts, it closes as every disclosure menu does (useDisclosure), and choosing stores the
 * cookie first and keeps the page's anchor.
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('LanguageSwitcher');
  const locale = useLocale() as Locale;
  const pathname = unprefixedPath(usePathname(), locale);
  const rootRef = useDisclosure();

  const choose = (event: React.MouseEvent<HTMLAnchorElement>, next: Locale) => {
    storeLocaleChoice(next);
    // Keep the anchor: the same place of the same page, in the other language.
    if (window.location.hash) event.currentTarget.hash = window.location.hash;
    rootRef.current!.open = false;
  };

  return (
    // Opened before hydration, it has an `open` attribute that React leaves alone.
    <details ref={rootRef} className={`${styles.root} ${tone === 'dark' ? styles.dark : ''}`} suppressHydrationWarning>
      {/* The name starts with the visible text, the current language (WCAG 2.5.3). */}
      <summary className={styles.label} aria-label={`${LOCALE_INFO[locale].name} — ${t('label')}`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span>{LOCALE_INFO[locale].name}</span>
      </summary>
      <ul className={styles.menu}>
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={localizePath(pathname, code)}
              hrefLang={LOCALE_INFO[code].hreflang}
              lang={LOCALE_INFO[code].hreflang}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => choose(event, code)}
            >
              {LOCALE_INFO[code].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
