'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** "There is no homepage at '{slug}' yet" — the slug is the last segment of the address. */
export function MissingRealtorNotice() {
  const t = useTranslations('RealtorNotFound');
  const slug = decodeURIComponent(usePathname().split('/').filter(Boolean).at(-1) ?? '');
  return <>{t('notice', { slug })}</>;
}
