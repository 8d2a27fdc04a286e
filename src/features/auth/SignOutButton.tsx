'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import { localizePath, type Locale } from '@/i18n/locales';
import { mainApi } from '@/lib/api-client';

/** Ends the session and clears the four local-storage items (SPEC §3), then opens sign-in. */
export function SignOutButton({ className, loginPath = '/login' }: { className?: string; loginPath?: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      disabled={!hydrated || busy}
      onClick={async () => {
        setBusy(true);
        await mainApi.logout();
        window.location.assign(localizePath(loginPath, locale));
      }}
    >
      {t('signOut')}
    </button>
  );
}
