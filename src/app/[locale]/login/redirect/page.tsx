import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginRedirectPage } from '@/features/auth/AuthPages';
import { nextParam } from '@/features/auth/params';
import { requireLocale } from '@/i18n/params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('title'), robots: { index: false } };
}

/** /login/redirect: finishes a social sign-in and goes on to `next`. */
export default async function LoginRedirect({ params, searchParams }: PageProps<'/[locale]/login/redirect'>) {
  const locale = await requireLocale(params);
  return <LoginRedirectPage locale={locale} next={await nextParam(searchParams, locale, '/admin')} />;
}
