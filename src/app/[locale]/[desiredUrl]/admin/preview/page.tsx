import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ListingsSection } from '@/features/listings/ListingsSection';
import { RealtorPage } from '@/features/realtor-home/RealtorPage';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { REALTOR_TEMPLATES } from '@/lib/schemas/realtor';
import { isAdmin } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('previewTemplate'), robots: { index: false } };
}

const templateParam = z.enum(REALTOR_TEMPLATES);

/**
 * /{desiredUrl}/admin/preview?template=…: the realtor's saved page in another template, before
 * the template is saved (decision 025); for the owner and admins, like the editor.
 */
export default async function RealtorPreview({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/admin/preview'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/admin/preview`, realtorSlug: realtor.desiredUrl });
  if (!isAdmin(principal) && principal.realtorId !== realtor.id) forbidden();
  const asked = templateParam.safeParse((await searchParams).template);
  const shown = { ...realtor, template: asked.success ? asked.data : realtor.template };
  return <RealtorPage realtor={shown} locale={locale} listings={<ListingsSection realtor={shown} />} />;
}
