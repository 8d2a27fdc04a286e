import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/features/auth/AuthPages';
import { nextParam } from '@/features/auth/params';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('title'), robots: { index: false } };
}

/** /{desiredUrl}/login: sign-in in the realtor's frame, then back to `next` (their admin). */
export default async function RealtorLogin({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/login'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  return <LoginPage locale={locale} realtor={realtor} next={await nextParam(searchParams, locale, `/${realtor.desiredUrl}/admin`)} />;
}
