'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { LanguageSwitcher } from '@/features/layout/LanguageSwitcher';
import { Logo } from '@/features/layout/Logo';
import headerStyles from '@/features/layout/SiteHeader.module.css';
import shellStyles from '@/features/layout/PageShell.module.css';

/**
 * The error page. It is a client component (React error boundaries are), so it draws the same
 * header as the server-rendered pages from client parts.
 */
export function ErrorView({ digest, onRetry }: { digest?: string; onRetry?: () => void }) {
  const t = useTranslations('ErrorPage');
  const header = useTranslations('Header');
  return (
    <>
      <header className={`header-bar ${headerStyles.header}`}>
        {/* As in SiteHeader: the link's name starts with its visible text (WCAG 2.5.3). */}
        <Link href="/" className={headerStyles.brand}>
          <Logo />
          <span className={headerStyles.tagline}>{header('tagline')}</span>
          <span className="visually-hidden"> — {header('home')}</span>
        </Link>
        <LanguageSwitcher tone="dark" />
      </header>
      <main id="main" className={shellStyles.main}>
        <h1>{t('title')}</h1>
        <p>{t('description')}</p>
        {digest ? <p>{t('reference', { id: digest })}</p> : null}
        <p>
          {onRetry ? (
            <button type="button" onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null}{' '}
          <Link href="/">{t('home')}</Link>
        </p>
      </main>
    </>
  );
}
