'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { decodePathSegment } from '@/lib/validators';

/** "There is no homepage at '{slug}' yet" — the slug is the last segment of the address. */
export function MissingRealtorNotice() {
  const t = useTranslations('RealtorNotFound');
  const segment = usePathname().split('/').filter(Boolean).at(-1) ?? '';
  const slug = decodePathSegment(segment) ?? segment;
  return <>{t('notice', { slug })}</>;
}
