'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizePath, type Locale } from '@/i18n/locales';
import { mainApi } from '@/lib/api-client';
import { setLoginMethod } from '@/lib/storage';
import styles from './Auth.module.css';
import { useAuthSubmit } from './use-auth-submit';

type Provider = 'google' | 'kakao';

/**
 * E-mail and password sign-in, plus Google and Kakao when configured. On success the token and
 * user are kept in local storage (SPEC §3) and the session cookie is set; then a full page load
 * goes to `next`, so server-rendered gated pages see the session.
 */
export function LoginForm({ next, providers, redirectPath }: { next: string; providers: Provider[]; redirectPath: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const { hydrated, busy, error, attempt, onSubmit } = useAuthSubmit(t('failed'));

  const submit = onSubmit(async (form) => {
    await mainApi.login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
    setLoginMethod('email');
    return next;
  });

  function signInWith(provider: Provider) {
    // Only our own message: better-auth's own are not translated.
    void attempt(
      async () => {
        setLoginMethod(provider);
        const callbackURL = `${localizePath(redirectPath, locale)}?next=${encodeURIComponent(next)}`;
        const { data } = await mainApi.request<{ url: string }>('/api/auth/sign-in/social', { method: 'POST', body: { provider, callbackURL }, skipTokenCheck: true });
        return data.url;
      },
      () => t('failed'),
    );
  }

  return (
    <div className={styles.card}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label className={styles.field}>
          <span>{t('email')}</span>
          <input name="email" type="email" autoComplete="username" required maxLength={254} />
        </label>
        <label className={styles.field}>
          <span>{t('password')}</span>
          <input name="password" type="password" autoComplete="current-password" required maxLength={128} />
        </label>
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={styles.primary} disabled={!hydrated || busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      {providers.length ? (
        <div className={styles.social}>
          <p className={styles.or}>{t('or')}</p>
          {providers.map((provider) => (
            <button key={provider} type="button" className={`${styles.secondary} ${styles[provider]}`} onClick={() => signInWith(provider)} disabled={busy}>
              {t(provider)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
