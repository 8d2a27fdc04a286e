import { localizePath, type Locale } from '@/i18n/locales';
import { safeNextPath } from '@/lib/safe-next';
import { isValidEmail } from '@/lib/validators';

/** The `next` of a sign-in page's query, kept on this site; `fallback` (localised) otherwise. */
export async function nextParam(searchParams: Promise<Record<string, string | string[] | undefined>>, locale: Locale, fallback: string): Promise<string> {
  const { next } = await searchParams;
  return safeNextPath(typeof next === 'string' ? next : undefined, localizePath(fallback, locale));
}

/** An invitation link's token and e-mail (`?invite=&email=`), when both look right. */
export function inviteParam(searchParams: Record<string, string | string[] | undefined>): { token: string; email: string } | undefined {
  const { invite, email } = searchParams;
  if (typeof invite !== 'string' || typeof email !== 'string') return undefined;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(invite) || !isValidEmail(email)) return undefined;
  return { token: invite, email };
}
