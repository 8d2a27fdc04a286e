import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { requireLocale } from '@/i18n/params';
import { decodePathSegment } from '@/lib/validators';
import { getDb } from '@/server/db';
import { loadRealtorForPage, type CachedRealtor } from '@/server/realtors/cached';
import { getRealtorByDesiredUrl, type RealtorView } from '@/server/realtors/get-realtor';

type Params = Promise<{ locale: string; desiredUrl: string }>;

/** The locale and the (cached, published) realtor of a public page under `/{desiredUrl}`, or the 404. */
export async function requireRealtor(params: Params): Promise<{ locale: Locale; realtor: CachedRealtor }> {
  const locale = await requireLocale(params);
  const desiredUrl = decodePathSegment((await params).desiredUrl);
  const realtor = desiredUrl ? await loadRealtorForPage(desiredUrl) : null;
  if (!realtor) notFound();
  return { locale, realtor };
}

/**
 * The realtor of a sign-in or gated page (login, admin, process, probiz): read fresh and also when
 * unpublished, so the owner can sign in and work on a page before it goes live.
 */
export async function requireRealtorForGate(params: Params): Promise<{ locale: Locale; realtor: RealtorView }> {
  const locale = await requireLocale(params);
  const desiredUrl = decodePathSegment((await params).desiredUrl);
  const realtor = desiredUrl ? await getRealtorByDesiredUrl(await getDb(), desiredUrl) : null;
  if (!realtor) notFound();
  return { locale, realtor };
}
