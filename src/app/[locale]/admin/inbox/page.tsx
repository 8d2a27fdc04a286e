import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/features/admin/Admin.module.css';
import { AdminFrame } from '@/features/admin/AdminFrame';
import { pickParams, requireAdminPage } from '@/features/admin/gate';
import { Inbox } from '@/features/admin/Inbox';
import { requireLocale } from '@/i18n/params';
import { getDb } from '@/server/db';
import { INBOX_KINDS, inboxQuerySchema, listInbox } from '@/server/inbox/inbox';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('inboxTitle'), robots: { index: false } };
}

/** /admin/inbox: homepage requests and contact messages (admins). */
export default async function AdminInbox({ params, searchParams }: PageProps<'/[locale]/admin/inbox'>) {
  const locale = await requireLocale(params);
  const principal = await requireAdminPage(locale, '/admin/inbox');
  const search = pickParams(await searchParams, ['kind', 'status', 'realtorId', 'page']);
  const parsed = inboxQuerySchema.safeParse({ kind: 'lead', ...search });
  const query = parsed.success ? parsed.data : inboxQuerySchema.parse({ kind: 'lead' });
  const [page, t] = await Promise.all([listInbox(await getDb(), principal, query), getTranslations('Admin')]);
  return (
    <AdminFrame principal={principal} locale={locale}>
      <h1 id="inbox-title" className={styles.title}>
        {t('inboxTitle')}
      </h1>
      <Inbox query={query} page={page} basePath="/admin/inbox" kinds={INBOX_KINDS} showDeliveryErrors titledBy="inbox-title" />
    </AdminFrame>
  );
}
