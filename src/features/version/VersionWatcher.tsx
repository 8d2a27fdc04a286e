'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouteRules } from './route-rules-client';
import { CHECK_INTERVAL_MS, isChunkLoadError, latestBuildUrl, mayReload } from './version';

/**
 * Offers a reload when a new build is out, and reloads once when a chunk of the old build fails
 * to load (at most once per path within 10 s). Applies the build manifest's route rules.
 */
export function VersionWatcher() {
  const t = useTranslations('VersionNotice');
  useRouteRules();
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const current = process.env.NEXT_PUBLIC_BUILD_ID;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' });
        const latest = (await response.json()) as { buildId?: string };
        if (latest.buildId && current && latest.buildId !== current) setOutdated(true);
      } catch {
        // offline or server restarting: try again later
      }
    };
    const onChunkFailure = (reason: unknown) => {
      if (isChunkLoadError(reason) && mayReload(window.sessionStorage, window.location.pathname, Date.now())) {
        window.location.reload();
      }
    };
    const onError = (event: ErrorEvent) => onChunkFailure(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason);
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (!outdated) return null;
  return (
    <div role="status" style={{ position: 'fixed', top: 72, right: 16, zIndex: 70, padding: '10px 14px', borderRadius: 10, background: '#111', color: '#fff' }}>
      {t('text')}{' '}
      <button type="button" onClick={() => window.location.reload()} style={{ marginLeft: 8, minHeight: 32 }}>
        {t('reload')}
      </button>
    </div>
  );
}
