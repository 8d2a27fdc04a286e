import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ListingsSection } from '@/features/listings/ListingsSection';
import { RealtorPage } from '@/features/realtor-home/RealtorPage';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { REALTOR_TEMPLATES } from '@/lib/schemas/realtor';
import { isAdmin } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';
import { getDb } from '@/server/db';
import { previewedRealtor } from '@/server/realtors/preview-realtor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('previewTemplate'), robots: { index: false } };
}

const query = z.object({ template: z.enum(REALTOR_TEMPLATES).optional().catch(undefined), draft: z.uuid().optional().catch(undefined) });

/**
 * /{desiredUrl}/admin/preview, for the owner and admins, like the editor:
 * - `?template=…`: the realtor's saved page in another template, before it is saved (decision 025);
 * - `?draft={id}`: the page as the editor's unsaved changes would make it (decision 037), an hour
 *   long; an unknown or expired preview is a 404.
 */
export default async function RealtorPreview({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/admin/preview'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/admin/preview`, realtorSlug: realtor.desiredUrl });
  if (!isAdmin(principal) && principal.realtorId !== realtor.id) forbidden();
  const { template, draft } = query.parse(await searchParams);
  const base = draft ? await previewedRealtor({ db: await getDb(), principal }, realtor.id, draft) : realtor;
  if (!base) notFound();
  const shown = { ...base, template: template ?? base.template };
  return <RealtorPage realtor={shown} locale={locale} listings={<ListingsSection realtor={shown} />} />;
}
