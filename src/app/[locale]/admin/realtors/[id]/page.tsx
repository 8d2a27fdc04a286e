import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/features/admin/gate';
import { RealtorEditPage } from '@/features/admin/RealtorEditPage';
import { requireLocale } from '@/i18n/params';
import { getDb } from '@/server/db';
import { getRealtor } from '@/server/realtors/get-realtor';
import { getOwnerEmail } from '@/server/realtors/owner';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('editorLabel'), robots: { index: false } };
}

/** /admin/realtors/{id}: an admin edits, exports, imports, links or deletes a realtor. */
export default async function EditRealtor({ params, searchParams }: PageProps<'/[locale]/admin/realtors/[id]'>) {
  const locale = await requireLocale(params);
  const { id } = await params;
  const principal = await requireAdminPage(locale, `/admin/realtors/${id}`);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const db = await getDb();
  const realtor = await getRealtor(db, id);
  if (!realtor) notFound();
  return (
    <RealtorEditPage
      principal={principal}
      locale={locale}
      realtor={realtor}
      ownerEmail={await getOwnerEmail(db, realtor.userId)}
      notice={(await searchParams).notice}
    />
  );
}
