import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/features/auth/AuthPages';
import { inviteParam, nextParam } from '@/features/auth/params';
import { requireLocale } from '@/i18n/params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('title'), robots: { index: false } };
}

/** /login: sign-in, then back to `next` (the admin by default); an invitation link creates the account. */
export default async function Login({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const locale = await requireLocale(params);
  return <LoginPage locale={locale} next={await nextParam(searchParams, locale, '/admin')} invite={inviteParam(await searchParams)} />;
}
