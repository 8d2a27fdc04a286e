import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProcessPage } from '@/features/auth/AuthPages';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { requirePageUser } from '@/server/auth/page-session';
import { getDb } from '@/server/db';
import { homepageStep } from '@/server/realtors/homepage-progress';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('processTitle'), robots: { index: false } };
}

/** /{desiredUrl}/process (requires auth, SPEC §2): the signed-in person's request, in the realtor's frame. */
export default async function RealtorProcess({ params }: PageProps<'/[locale]/[desiredUrl]/process'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/process`, realtorSlug: realtor.desiredUrl });
  return <ProcessPage locale={locale} realtor={realtor} step={await homepageStep(await getDb(), principal)} />;
}
