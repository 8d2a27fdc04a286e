'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** "There is no homepage at '{slug}' yet" — the slug is the last segment of the address. */
export function MissingRealtorNotice() {
  const t = useTranslations('RealtorNotFound');
  const slug = decoded(usePathname().split('/').filter(Boolean).at(-1) ?? '');
  return <>{t('notice', { slug })}</>;
}

/** The segment decoded, or as it is when its escapes are malformed ('%E0'). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
