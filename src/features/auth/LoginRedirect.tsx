'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { mainApi, type ApiUser } from '@/lib/api-client';
import { setAccessToken, setUserInfo } from '@/lib/storage';

/**
 * /login/redirect: after a social sign-in the session cookie is set; this keeps the matching
 * bearer token and user in local storage (SPEC §3) and goes on to `next`.
 */
export function LoginRedirect({ next, loginPath }: { next: string; loginPath: string }) {
  const t = useTranslations('Auth');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    mainApi
      .request<{ accessToken: string; user: ApiUser }>('/v1/auth/session', { skipTokenCheck: true })
      .then(({ data }) => {
        setAccessToken(data.accessToken);
        setUserInfo(data.user);
        window.location.replace(next);
      })
      .catch(() => setFailed(true));
  }, [next]);

  return failed ? (
    <p role="alert">
      {t('redirectFailed')} <a href={loginPath}>{t('signInAgain')}</a>
    </p>
  ) : (
    <p role="status">{t('redirecting')}</p>
  );
}
