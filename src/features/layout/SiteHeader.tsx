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
      <LocaleLink href="/" className={styles.brand} aria-label={t('home')}>
        <Logo />
        <span className={styles.tagline}>{t('tagline')}</span>
      </LocaleLink>
      <LanguageSwitcher tone="dark" />
    </header>
  );
}
