'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { apiErrorMessage, mainApi, type InviteResult, type UnlinkedRealtor } from '@/lib/api-client';
import styles from './Admin.module.css';
import { NoticeRegion, type Notice } from './NoticeRegion';
import { useHydrated } from '@/features/forms/use-hydrated';

/**
 * Export (downloads the JSON), import (a file picker) and, for admins, the owner link and delete
 * after a confirmation (issue #7; SPEC §8 alerts). An import reloads the page's data, so the
 * editor shows the imported record.
 */
export function RealtorTools({ realtorId, desiredUrl, admin, ownerEmail }: { realtorId: number; desiredUrl: string; admin: boolean; ownerEmail: string | null }) {
  const hydrated = useHydrated();
  const t = useTranslations('Admin');
  const router = useRouter();
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  // Kept here, not reloaded: a reload would remount the editor and lose its unsaved input.
  const [owner, setOwner] = useState(ownerEmail);
  const [deleted, setDeleted] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  async function run(action: () => Promise<string | void>, failure: string) {
    setBusy(true);
    setNotice(undefined);
    try {
      const text = await action();
      if (text) setNotice({ kind: 'success', text });
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  const exportFile = () =>
    run(async () => {
      const { blob, fileName } = await mainApi.exportRealtor(realtorId);
      const href = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href, download: fileName });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      return t('exported', { file: fileName });
    }, t('actionFailed'));

  const importFile = (file: File | undefined) =>
    file &&
    run(async () => {
      const { message } = await mainApi.importRealtor(realtorId, file);
      router.refresh();
      return message;
    }, t('actionFailed'));

  const remove = () =>
    run(async () => {
      await mainApi.deleteRealtor(realtorId);
      setDeleted(true);
      router.push('/admin?notice=deleted');
    }, t('actionFailed'));

  const invite = (email: string) =>
    run(async () => {
      const { data } = await mainApi.request<InviteResult>(`/v1/realtor/${realtorId}/invite`, { method: 'POST', body: { email } });
      if (data.status === 'linked') setOwner(data.email);
      return data.status === 'linked' ? t('ownerLinked', { email: data.email }) : t('ownerInvited', { email: data.email });
    }, t('actionFailed'));

  const unlink = () =>
    run(async () => {
      await mainApi.request<UnlinkedRealtor>(`/v1/realtor/${realtorId}/owner`, { method: 'DELETE' });
      setOwner(null);
      return t('ownerUnlinked');
    }, t('actionFailed'));

  // Nothing here works before the page hydrates, or while a request runs.
  const ready = hydrated && !busy;
  return (
    <section aria-labelledby="realtor-tools" className={styles.tools}>
      <h2 id="realtor-tools">{t('toolsTitle')}</h2>
      <div className={styles.toolRow}>
        <button type="button" className={styles.secondary} onClick={() => void exportFile()} disabled={!ready}>
          {t('export')}
        </button>
        {admin ? (
          <>
            <label htmlFor="realtor-import" className={styles.fileLabel}>
              {t('import')}
            </label>
            <input
              id="realtor-import"
              className="visually-hidden"
              type="file"
              accept="application/json,.json"
              disabled={!ready}
              onChange={(event) => {
                void importFile(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      {/* Print and share (issue #28): the homepage's QR code and the contact card, as downloads (published pages). */}
      <p className={styles.toolRow}>
        <span>{t('shareLabel')}</span>
        <a href={`/v1/realtor/${desiredUrl}/qr?format=svg`} download>
          {t('qrSvg')}
        </a>
        <a href={`/v1/realtor/${desiredUrl}/qr?format=png`} download>
          {t('qrPng')}
        </a>
        <a href={`/v1/realtor/${desiredUrl}/vcard`} download>
          {t('vcard')}
        </a>
      </p>

      {admin ? (
        <>
          <form
            className={styles.toolRow}
            onSubmit={(event) => {
              event.preventDefault();
              void invite(String(new FormData(event.currentTarget).get('email') ?? ''));
            }}
          >
            <p className={styles.owner}>{owner ? t('ownerIs', { email: owner }) : t('noOwner')}</p>
            <label htmlFor="realtor-invite">{t('inviteLabel')}</label>
            <input id="realtor-invite" name="email" type="email" required maxLength={254} autoComplete="off" />
            <button type="submit" className={styles.secondary} disabled={!ready}>
              {t('invite')}
            </button>
            {owner ? (
              <button type="button" className={styles.secondary} onClick={() => void unlink()} disabled={!ready}>
                {t('unlink')}
              </button>
            ) : null}
          </form>
          <div className={styles.toolRow}>
            <button type="button" className={styles.danger} onClick={() => dialog.current?.showModal()} disabled={!ready || deleted}>
              {t('delete')}
            </button>
          </div>
          <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-title" aria-describedby="delete-text">
            <h2 id="delete-title">{t('deleteTitle')}</h2>
            <p id="delete-text">{t('deleteConfirm', { slug: desiredUrl })}</p>
            <form method="dialog" className={styles.toolRow}>
              <button type="submit" className={styles.secondary} autoFocus>
                {t('cancel')}
              </button>
              <button
                type="button"
                className={styles.danger}
                onClick={() => {
                  dialog.current?.close();
                  void remove();
                }}
              >
                {t('deleteConfirmButton')}
              </button>
            </form>
          </dialog>
        </>
      ) : null}

      <NoticeRegion notice={notice} />
    </section>
  );
}
