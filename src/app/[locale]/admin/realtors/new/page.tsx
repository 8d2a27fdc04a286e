import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/features/admin/Admin.module.css';
import { AdminFrame } from '@/features/admin/AdminFrame';
import { emptyPhotoGroups, newEditorValues } from '@/features/admin/editor-values';
import { requireAdminPage } from '@/features/admin/gate';
import { RealtorEditor } from '@/features/admin/RealtorEditor';
import { templatePictures } from '@/features/admin/template-pictures';
import { requireLocale } from '@/i18n/params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Admin'))('newTitle'), robots: { index: false } };
}

/** /admin/realtors/new: an admin registers a realtor. */
export default async function NewRealtor({ params }: PageProps<'/[locale]/admin/realtors/new'>) {
  const locale = await requireLocale(params);
  const principal = await requireAdminPage(locale, '/admin/realtors/new');
  const t = await getTranslations('Admin');
  return (
    <AdminFrame principal={principal} locale={locale}>
      <h1 className={styles.title}>{t('newTitle')}</h1>
      <RealtorEditor realtorId={null} initialValues={newEditorValues()} initialPhotos={emptyPhotoGroups()} admin editBasePath="/admin/realtors" templatePictures={templatePictures(locale)} />
    </AdminFrame>
  );
}
