import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizePath, type Locale } from '@/i18n/locales';
import { getDb } from '@/server/db';
import { getAuth } from './auth';
import { getPrincipal, type Principal } from './guard';

/** The signed-in user of a server-rendered page (session cookie), or null. Makes the page dynamic. */
export async function getPagePrincipal(): Promise<Principal | null> {
  // headers() first: it makes the page dynamic before anything opens the database (never at build).
  const requestHeaders = await headers();
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  return getPrincipal(db, auth, requestHeaders);
}

/**
 * A gated page: the signed-in user, or a redirect to the sign-in page (the product's, or the
 * realtor's own under /{desiredUrl}) that comes back to `path` afterwards.
 */
export async function requirePageUser({ locale, path, realtorSlug }: { locale: Locale; path: string; realtorSlug?: string }): Promise<Principal> {
  const principal = await getPagePrincipal();
  if (principal) return principal;
  const login = localizePath(realtorSlug ? `/${realtorSlug}/login` : '/login', locale);
  redirect(`${login}?next=${encodeURIComponent(localizePath(path, locale))}`);
}
