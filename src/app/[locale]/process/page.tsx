import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProcessPage } from '@/features/auth/AuthPages';
import { requireLocale } from '@/i18n/params';
import { getDb } from '@/server/db';
import { requirePageUser } from '@/server/auth/page-session';
import { homepageStep } from '@/server/realtors/homepage-progress';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('processTitle'), robots: { index: false } };
}

/** /process: a signed-in person's homepage request, step by step. */
export default async function Process({ params }: PageProps<'/[locale]/process'>) {
  const locale = await requireLocale(params);
  const principal = await requirePageUser({ locale, path: '/process' });
  return <ProcessPage locale={locale} step={await homepageStep(await getDb(), principal)} />;
}
