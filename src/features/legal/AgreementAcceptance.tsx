'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { localizePath, type Locale } from '@/i18n/locales';
import { ApiError, apiErrorMessage, mainApi, type AcceptedAgreement } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { DEFAULT_TIME_ZONE } from '@/lib/regions';

type Agreement = { currentVersion: string; acceptedVersion: string | null; acceptedAt: string | null; accepted: boolean };
type State = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; agreement: Agreement } | { kind: 'error' };

/**
 * Below the agreement (issue #7): a signed-in person accepts the current version, and the time is
 * recorded (POST /v1/me/agreement); a signed-out visitor is offered sign-in, which comes back here.
 * The page itself stays static: who is signed in is asked from the browser.
 */
export function AgreementAcceptance({ version, loginPath }: { version: string; loginPath: string }) {
  const t = useTranslations('Agreement');
  // The request's time zone (src/i18n/request.ts); Korean with 오전/오후 whatever the browser's ICU.
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  const locale = useLocale() as Locale;
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    mainApi
      .request<{ agreement: Agreement }>('/v1/me')
      .then(({ data }) => setState({ kind: 'signed-in', agreement: data.agreement }))
      .catch((error: unknown) => setState(error instanceof ApiError && error.status === 401 ? { kind: 'signed-out' } : { kind: 'error' }));
  }, []);

  async function accept() {
    setBusy(true);
    setFailed('');
    try {
      const { data } = await mainApi.request<AcceptedAgreement>('/v1/me/agreement', { method: 'POST', body: { version } });
      setState({ kind: 'signed-in', agreement: { currentVersion: version, acceptedVersion: data.agreementVersion, acceptedAt: data.agreementAcceptedAt, accepted: true } });
    } catch (error) {
      setFailed(apiErrorMessage(error, t('failed')));
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'checking') return <p role="status">{t('checking')}</p>;
  if (state.kind === 'error') return <p role="alert">{t('failed')}</p>;
  if (state.kind === 'signed-out') {
    const here = typeof location === 'undefined' ? '' : location.pathname;
    return (
      <p>
        <a href={`${localizePath(loginPath, locale)}?next=${encodeURIComponent(here)}`}>{t('signInToAccept')}</a>
      </p>
    );
  }
  const { agreement } = state;
  if (agreement.accepted && agreement.acceptedAt) {
    return (
      <p role="status">
        {t('accepted', { version: agreement.acceptedVersion ?? version, date: formatDateTime(agreement.acceptedAt, locale, timeZone) })}
      </p>
    );
  }
  return (
    <div>
      {agreement.acceptedVersion ? <p>{t('newVersion', { version: agreement.acceptedVersion })}</p> : null}
      <button type="button" onClick={() => void accept()} disabled={busy} style={{ font: 'inherit', fontWeight: 700, padding: '10px 16px', borderRadius: 8, border: 0, background: '#1f2937', color: '#fff', cursor: 'pointer' }}>
        {busy ? t('accepting') : t('accept', { version })}
      </button>
      {failed ? <p role="alert">{failed}</p> : null}
    </div>
  );
}
