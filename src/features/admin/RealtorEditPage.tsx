import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Principal } from '@/server/auth/guard';
import { toApiRealtor, type RealtorView } from '@/server/realtors/get-realtor';
import styles from './Admin.module.css';
import { AdminFrame, RedirectNotice } from './AdminFrame';
import { toEditorValues, toPhotoGroups } from './editor-values';
import { RealtorEditor } from './RealtorEditor';
import { RealtorTools } from './RealtorTools';
import { templatePictures } from './template-pictures';

/**
 * Editing one realtor: /admin/realtors/{id} for admins, /{desiredUrl}/admin for the owner (and
 * admins). The editor is keyed by the record's update time, so an import (which reloads the
 * page's data) shows the imported values.
 */
export async function RealtorEditPage({
  principal,
  locale,
  realtor,
  ownerEmail,
  notice,
  underRealtor,
  children,
}: {
  principal: Principal;
  locale: Locale;
  realtor: RealtorView;
  ownerEmail: string | null;
  notice?: string | string[];
  /** The owner's page under /{desiredUrl}: the realtor's own frame. */
  underRealtor?: boolean;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('Admin');
  const admin = principal.role === 'admin';
  return (
    <AdminFrame principal={principal} locale={locale} realtor={underRealtor ? realtor : undefined}>
      <h1 className={styles.title}>{t('editTitle', { slug: realtor.desiredUrl })}</h1>
      <RedirectNotice notice={notice} />
      <RealtorEditor
        key={realtor.updatedAt.toISOString()}
        realtorId={realtor.id}
        initialValues={toEditorValues(realtor)}
        initialPhotos={toPhotoGroups(toApiRealtor(realtor).photos)}
        admin={admin}
        editBasePath="/admin/realtors"
        templatePictures={templatePictures(locale)}
      />
      <RealtorTools realtorId={realtor.id} desiredUrl={realtor.desiredUrl} admin={admin} ownerEmail={ownerEmail} />
      {children}
    </AdminFrame>
  );
}
