'use client';

import { useTranslations } from 'next-intl';
import { mainApi, type SignedIn } from '@/lib/api-client';
import { setAccessToken, setLoginMethod, setUserInfo } from '@/lib/storage';
import styles from './Auth.module.css';
import { useAuthSubmit } from './use-auth-submit';

/**
 * Account creation from an invitation (issue #7): the invited e-mail is fixed, the token links the
 * new account to the realtor's homepage. Then the browser goes on to `next` (their admin page).
 */
export function SignUpForm({ next, invite }: { next: string; invite: { token: string; email: string } }) {
  const t = useTranslations('Auth');
  const te = useTranslations('Api');
  const { hydrated, busy, error, fields, onSubmit } = useAuthSubmit(t('failed'));

  const submit = onSubmit(async (form) => {
    const { data } = await mainApi.request<SignedIn>('/v1/auth/signup', {
      method: 'POST',
      skipTokenCheck: true,
      body: { name: String(form.get('name') ?? ''), email: invite.email, password: String(form.get('password') ?? ''), inviteToken: invite.token },
    });
    setAccessToken(data.accessToken);
    setUserInfo(data.user);
    setLoginMethod('email');
    return next;
  });

  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`signup-${name}-error`} className={styles.error}>
        {te.has(`errors.${fields[name]}` as 'errors.required') ? te(`errors.${fields[name]}` as 'errors.required') : fields[name]}
      </p>
    ) : null;

  return (
    <div className={styles.card}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label className={styles.field}>
          <span>{t('email')}</span>
          <input name="email" type="email" autoComplete="username" value={invite.email} readOnly />
        </label>
        <label className={styles.field}>
          <span>{t('name')}</span>
          <input name="name" autoComplete="name" required maxLength={100} aria-invalid={fields.name ? true : undefined} aria-describedby={fields.name ? 'signup-name-error' : undefined} />
        </label>
        {fieldError('name')}
        <label className={styles.field}>
          <span>{t('newPassword')}</span>
          <input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} aria-invalid={fields.password ? true : undefined} aria-describedby={fields.password ? 'signup-password-hint signup-password-error' : 'signup-password-hint'} />
        </label>
        <p id="signup-password-hint" className={styles.hint}>{t('passwordHint')}</p>
        {fieldError('password')}
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className={styles.primary} disabled={!hydrated || busy}>
          {busy ? t('creating') : t('createAccount')}
        </button>
      </form>
    </div>
  );
}
