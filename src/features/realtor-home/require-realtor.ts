import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { requireLocale } from '@/i18n/params';
import { loadRealtorForPage, type CachedRealtor } from '@/server/realtors/cached';

/** The locale and the (cached) realtor of a page under `/{desiredUrl}`, or the 404. */
export async function requireRealtor(params: Promise<{ locale: string; desiredUrl: string }>): Promise<{ locale: Locale; realtor: CachedRealtor }> {
  const locale = await requireLocale(params);
  const realtor = await loadRealtorForPage(decodeURIComponent((await params).desiredUrl));
  if (!realtor) notFound();
  return { locale, realtor };
}
