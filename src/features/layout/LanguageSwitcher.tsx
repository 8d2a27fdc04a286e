'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_INFO, LOCALES, localizePath, storeLocaleChoice, unprefixedPath, type Locale } from '@/i18n/locales';
import styles from './LanguageSwitcher.module.css';

/**
 * The language menu of every header (SPEC §4): a click on the label opens it; choosing a
 * language or clicking outside closes it; Escape closes it and returns focus to the label.
 * Each choice is a real link (works without JavaScript); choosing stores the cookie first.
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('LanguageSwitcher');
  const locale = useLocale() as Locale;
  const pathname = unprefixedPath(usePathname(), locale);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (event: React.MouseEvent<HTMLAnchorElement>, next: Locale) => {
    storeLocaleChoice(next);
    // Keep the anchor: the same place of the same page, in the other language.
    if (window.location.hash) event.currentTarget.hash = window.location.hash;
    setOpen(false);
  };

  return (
    <div ref={rootRef} className={`${styles.root} ${tone === 'dark' ? styles.dark : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.label}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('label')} (${t('current', { language: LOCALE_INFO[locale].name })})`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span>{LOCALE_INFO[locale].name}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
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
    </div>
  );
}
