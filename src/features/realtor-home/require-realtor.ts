import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { requireLocale } from '@/i18n/params';
import { decodePathSegment } from '@/lib/validators';
import { getDb } from '@/server/db';
import { loadRealtorForPage, type CachedRealtor } from '@/server/realtors/cached';
import { getPagePrincipal } from '@/server/auth/page-session';
import type { RealtorView } from '@/server/realtors/get-realtor';
import { getRealtorForViewer } from '@/server/realtors/visibility';

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
 * The realtor of a sign-in or gated page (login, admin, process, probiz), read fresh. An
 * unpublished one is shown to its owner and admins only (signed in, they work on the page before
 * it goes live; an owner signs in on the product's /login, where the invitation leads); to anyone
 * else it is the same 404 as an unknown address, with nothing of the realtor on it.
 */
export async function requireRealtorForGate(params: Params): Promise<{ locale: Locale; realtor: RealtorView }> {
  const locale = await requireLocale(params);
  const desiredUrl = decodePathSegment((await params).desiredUrl);
  const realtor = desiredUrl ? await getRealtorForViewer(await getDb(), desiredUrl, getPagePrincipal) : null;
  if (!realtor) notFound();
  return { locale, realtor };
}
