import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SessionSync } from '@/features/auth/SessionSync';
import { SignOutButton } from '@/features/auth/SignOutButton';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import { PageShell } from '@/features/layout/PageShell';
import { RealtorShell } from '@/features/realtor-home/RealtorShell';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { Link } from '@/i18n/navigation';
import { apiUser } from '@/server/auth/api';
import type { Principal } from '@/server/auth/guard';
import type { CachedRealtor } from '@/server/realtors/cached';
import styles from './Admin.module.css';

/** The client islands of the admin screens read these namespaces. */
const ADMIN_NAMESPACES = ['Admin', 'Api', 'Auth'] as const;

/**
 * The frame of every admin screen: the product's (or, under /{desiredUrl}, the realtor's) header
 * and footer, the admin navigation for admins, who is signed in, and sign-out.
 */
export async function AdminFrame({ principal, locale, realtor, children }: { principal: Principal; locale: Locale; realtor?: CachedRealtor; children: ReactNode }) {
  const [t, insights, messages] = await Promise.all([getTranslations('Admin'), getTranslations('Insights'), getMessages() as Promise<Messages>]);
  const admin = principal.role === 'admin';
  const body = (
    <NextIntlClientProvider messages={pickClientMessages(messages, ADMIN_NAMESPACES)}>
      <FontStylesheet locale={locale} part="more" />
      <SessionSync user={apiUser(principal)} realtor={realtor && principal.realtorId === realtor.id ? { id: realtor.id, desiredUrl: realtor.desiredUrl } : null} />
      {/* data-own-headings: in a realtor's page, the template leaves these screens' headings alone. */}
      <div className={`${styles.frame} ${realtor ? styles.frameUnderRealtor : ''}`} data-own-headings>
        <div className={styles.bar}>
          {admin ? (
            <nav aria-label={t('navLabel')} className={styles.nav}>
              <Link href="/admin">{t('navRealtors')}</Link>
              <Link href="/admin/realtors/new">{t('navNew')}</Link>
              <Link href="/admin/inbox">{t('navInbox')}</Link>
              {/* Beside one realtor's own entries, the admins' insights say they are everyone's. */}
              <Link href="/admin/insights">{insights(realtor ? 'navInsightsAll' : 'navInsights')}</Link>
            </nav>
          ) : null}
          {realtor ? (
            <nav aria-label={admin ? insights('navLabelOf', { slug: realtor.desiredUrl }) : insights('navLabel')} className={styles.nav}>
              <Link href={`/${realtor.desiredUrl}/admin`}>{insights('navEditor')}</Link>
              <Link href={`/${realtor.desiredUrl}/admin/insights`}>{insights('navInsights')}</Link>
            </nav>
          ) : null}
          <p className={styles.who}>{t('signedInAs', { email: principal.email, role: t(`roles.${principal.role}`) })}</p>
          <SignOutButton className={styles.secondary} loginPath={realtor ? `/${realtor.desiredUrl}/login` : '/login'} />
        </div>
        {children}
      </div>
    </NextIntlClientProvider>
  );
  return realtor ? (
    <RealtorShell realtor={realtor} locale={locale} contactBar={false}>
      {body}
    </RealtorShell>
  ) : (
    <PageShell>{body}</PageShell>
  );
}

/** A one-line notice after a redirect (`?notice=created|deleted`), SPEC §8's success alerts. */
export async function RedirectNotice({ notice }: { notice: string | string[] | undefined }) {
  if (notice !== 'created' && notice !== 'deleted') return null;
  const t = await getTranslations('Admin');
  return (
    <p role="status" className={styles.success}>
      {t(notice)}
    </p>
  );
}
