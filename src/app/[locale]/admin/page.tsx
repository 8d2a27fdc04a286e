import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminFrame, RedirectNotice } from '@/features/admin/AdminFrame';
import styles from '@/features/admin/Admin.module.css';
import { pickParams, requireAdminPage } from '@/features/admin/gate';
import { RealtorList } from '@/features/admin/RealtorList';
import { requireLocale } from '@/i18n/params';
import { getDb } from '@/server/db';
import { listRealtors, realtorListQuerySchema } from '@/server/realtors/list-realtors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('realtorsTitle'), robots: { index: false } };
}

/** /admin: the realtor list (admins only; signed-out visitors go to sign-in, others get 403). */
export default async function Admin({ params, searchParams }: PageProps<'/[locale]/admin'>) {
  const locale = await requireLocale(params);
  const principal = await requireAdminPage(locale, '/admin');
  const search = await searchParams;
  const parsed = realtorListQuerySchema.safeParse(pickParams(search, ['q', 'state', 'published', 'page', 'pageSize']));
  const query = parsed.success ? parsed.data : realtorListQuerySchema.parse({});
  const [page, t] = await Promise.all([listRealtors(await getDb(), principal, query), getTranslations('Admin')]);
  return (
    <AdminFrame principal={principal} locale={locale}>
      <h1 className={styles.title}>{t('realtorsTitle')}</h1>
      <RedirectNotice notice={search.notice} />
      <RealtorList query={query} page={page} />
    </AdminFrame>
  );
}
