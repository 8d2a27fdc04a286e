import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginRedirectPage } from '@/features/auth/AuthPages';
import { nextParam } from '@/features/auth/params';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('title'), robots: { index: false } };
}

/** /{desiredUrl}/login/redirect: finishes a social sign-in in the realtor's frame. */
export default async function RealtorLoginRedirect({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/login/redirect'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  return <LoginRedirectPage locale={locale} realtor={realtor} next={await nextParam(searchParams, locale, `/${realtor.desiredUrl}/admin`)} />;
}
