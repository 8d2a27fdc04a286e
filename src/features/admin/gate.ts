import 'server-only';
import { forbidden } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { isAdmin, type Principal } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';

/** An admin screen: signed-out visitors go to sign-in and come back; other users get the 403 page. */
export async function requireAdminPage(locale: Locale, path: string): Promise<Principal> {
  const principal = await requirePageUser({ locale, path });
  if (!isAdmin(principal)) forbidden();
  return principal;
}

/** The first value of a search parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Only `keys` of the search parameters, each with its first value (for strict query schemas). */
export function pickParams<K extends string>(params: Record<string, string | string[] | undefined>, keys: readonly K[]): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = firstParam(params[key]);
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}
