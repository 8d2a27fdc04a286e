import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FontStylesheet } from '@/features/layout/FontStylesheet';
import { PageShell } from '@/features/layout/PageShell';
import { RealtorShell } from '@/features/realtor-home/RealtorShell';
import { localizePath, type Locale } from '@/i18n/locales';
import { pickClientMessages } from '@/i18n/client-messages';
import type { Messages } from '@/i18n/messages';
import { socialProvidersEnabled } from '@/server/auth/auth';
import type { CachedRealtor } from '@/server/realtors/cached';
import { HOMEPAGE_STEPS, type HomepageStep } from '@/server/realtors/homepage-progress';
import styles from './Auth.module.css';
import { LoginForm } from './LoginForm';
import { LoginRedirect } from './LoginRedirect';
import { SignUpForm } from './SignUpForm';

/** The product's frame, or the realtor's own frame and theme for pages under /{desiredUrl}. */
export function Frame({ realtor, locale, children }: { realtor?: CachedRealtor; locale: Locale; children: ReactNode }) {
  const page = (
    <div className={styles.page}>
      <FontStylesheet locale={locale} part="more" />
      {children}
    </div>
  );
  return realtor ? (
    <RealtorShell realtor={realtor} locale={locale} contactBar={false}>
      {page}
    </RealtorShell>
  ) : (
    <PageShell>{page}</PageShell>
  );
}

async function AuthIsland({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickClientMessages(messages, ['Auth', 'Api'])}>{children}</NextIntlClientProvider>;
}

/** /login and /{desiredUrl}/login; with an invitation (`?invite=&email=`), account creation. */
export async function LoginPage({ locale, next, realtor, invite }: { locale: Locale; next: string; realtor?: CachedRealtor; invite?: { token: string; email: string } }) {
  const t = await getTranslations('Auth');
  if (invite) {
    return (
      <Frame realtor={realtor} locale={locale}>
        <h1>{t('signUpTitle')}</h1>
        <p>{t('inviteIntro', { email: invite.email })}</p>
        <AuthIsland>
          <SignUpForm next={next} invite={invite} />
        </AuthIsland>
      </Frame>
    );
  }
  const enabled = socialProvidersEnabled();
  const providers = (['google', 'kakao'] as const).filter((p) => enabled[p]);
  const base = realtor ? `/${realtor.desiredUrl}` : '';
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <AuthIsland>
        <LoginForm next={next} providers={[...providers]} redirectPath={`${base}/login/redirect`} />
      </AuthIsland>
    </Frame>
  );
}

/** /login/redirect and /{desiredUrl}/login/redirect. */
export async function LoginRedirectPage({ locale, next, realtor }: { locale: Locale; next: string; realtor?: CachedRealtor }) {
  const t = await getTranslations('Auth');
  const base = realtor ? `/${realtor.desiredUrl}` : '';
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t('title')}</h1>
      <AuthIsland>
        <LoginRedirect next={next} loginPath={`${localizePath(`${base}/login`, locale)}?next=${encodeURIComponent(next)}`} />
      </AuthIsland>
    </Frame>
  );
}

/** /process: where the signed-in person's homepage request stands. */
export async function ProcessPage({ locale, step, realtor }: { locale: Locale; step: HomepageStep; realtor?: CachedRealtor }) {
  const t = await getTranslations('Gate');
  const current = HOMEPAGE_STEPS.indexOf(step);
  const label = { requested: t('stepRequested'), profile: t('stepProfile'), review: t('stepReview'), published: t('stepPublished') };
  return (
    <Frame realtor={realtor} locale={locale}>
      <h1>{t('processTitle')}</h1>
      <p>{t('processIntro')}</p>
      <ol className={styles.steps}>
        {HOMEPAGE_STEPS.map((s, index) => (
          <li key={s} aria-current={index === current ? 'step' : undefined}>
            {index + 1}. {label[s]} {index === current ? t('current') : index < current ? t('done') : ''}
          </li>
        ))}
      </ol>
    </Frame>
  );
}
