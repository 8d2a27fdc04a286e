import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pickParams } from '@/features/admin/gate';
import { Inbox } from '@/features/admin/Inbox';
import { RealtorEditPage } from '@/features/admin/RealtorEditPage';
import { requireRealtorForGate } from '@/features/realtor-home/require-realtor';
import { realtorTimeZone } from '@/lib/regions';
import { isAdmin } from '@/server/auth/guard';
import { requirePageUser } from '@/server/auth/page-session';
import { getDb } from '@/server/db';
import { inboxQuerySchema, listInbox } from '@/server/inbox/inbox';
import { getOwnerEmail } from '@/server/realtors/owner';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Gate'))('adminTitle'), robots: { index: false } };
}

/**
 * /{desiredUrl}/admin: the realtor who owns the page edits it and reads their contact messages;
 * an admin can open it for any realtor; anyone else gets 403.
 */
export default async function RealtorAdmin({ params, searchParams }: PageProps<'/[locale]/[desiredUrl]/admin'>) {
  const { locale, realtor } = await requireRealtorForGate(params);
  const principal = await requirePageUser({ locale, path: `/${realtor.desiredUrl}/admin`, realtorSlug: realtor.desiredUrl });
  if (!isAdmin(principal) && principal.realtorId !== realtor.id) forbidden();
  const db = await getDb();
  const search = await searchParams;
  const parsed = inboxQuerySchema.safeParse({ ...pickParams(search, ['status', 'page']), kind: 'contact', realtorId: realtor.id });
  const query = parsed.success ? parsed.data : inboxQuerySchema.parse({ kind: 'contact', realtorId: realtor.id });
  const [ownerEmail, inbox] = await Promise.all([getOwnerEmail(db, realtor.userId), listInbox(db, principal, query)]);
  return (
    <RealtorEditPage principal={principal} locale={locale} realtor={realtor} ownerEmail={ownerEmail} notice={search.notice} underRealtor>
      <Inbox query={query} page={inbox} basePath={`/${realtor.desiredUrl}/admin`} kinds={['contact']} showDeliveryErrors={isAdmin(principal)} timeZone={realtorTimeZone(realtor.activityRegion)} />
    </RealtorEditPage>
  );
}
