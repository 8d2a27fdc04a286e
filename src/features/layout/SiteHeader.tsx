import { getTranslations } from 'next-intl/server';
import { LocaleLink } from './LocaleLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

/** The plain header of the product's own pages (legal, errors): logo, tagline, language menu. */
export async function SiteHeader() {
  const t = await getTranslations('Header');
  return (
    <header className={`header-bar ${styles.header}`}>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      {/* The link's name starts with its visible text (WCAG 2.5.3), then says where it goes. */}
      <LocaleLink href="/" className={styles.brand}>
        <Logo />
        <span className={styles.tagline}>{t('tagline')}</span>
        <span className="visually-hidden"> — {t('home')}</span>
      </LocaleLink>
      <LanguageSwitcher tone="dark" />
    </header>
  );
}
