'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage, mainApi } from '@/lib/api-client';
import type { PhotoPath } from '@/lib/schemas/realtor';
import styles from './Admin.module.css';
import { move } from './editor-values';
import { putWithProgress } from './upload';

interface Pending {
  id: string;
  file: File;
  preview: string;
  progress: number;
  error?: string;
  /** Cancels the upload: a newer file replaced it (one-photo groups), or the editor closed. */
  abort: AbortController;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * One photo path group of the editor (SPEC §3: logo, logo2, id, id2, top, gallery, favicon,
 * ogImage): the stored images with previews, reordering and removal, and new files uploaded
 * through the presigned flow with progress. A failed upload stays in the list with its error and
 * a retry (a new signed URL each time); the rest of the form is untouched.
 */
export function PhotoGroup({
  path,
  urls,
  multiple,
  onChange,
  onBusyChange,
  onFailedChange,
}: {
  path: PhotoPath;
  urls: string[];
  multiple: boolean;
  onChange: (update: (urls: string[]) => string[]) => void;
  onBusyChange: (path: PhotoPath, busy: boolean) => void;
  /** Whether a file of this group failed to upload and is still in the list (retry or remove it). */
  onFailedChange: (path: PhotoPath, failed: boolean) => void;
}) {
  const t = useTranslations('Admin');
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const previews = useRef(new Set<string>());

  const uploading = pending.some((p) => !p.error);
  const failed = pending.some((p) => p.error);
  useEffect(() => onBusyChange(path, uploading), [path, uploading, onBusyChange]);
  useEffect(() => onFailedChange(path, failed), [path, failed, onFailedChange]);
  const uploads = useRef(new Set<AbortController>());
  useEffect(() => {
    const [running, urls] = [uploads.current, previews.current];
    return () => {
      running.forEach((controller) => controller.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const update = (id: string, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const drop = (item: Pending) => {
    item.abort.abort();
    uploads.current.delete(item.abort);
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setPending((list) => list.filter((p) => p.id !== item.id));
  };

  async function upload(items: Pending[]) {
    let signed: Awaited<ReturnType<typeof mainApi.presignUploads>>;
    try {
      signed = await mainApi.presignUploads(items.map((p) => p.file));
    } catch (error) {
      for (const item of items) if (!item.abort.signal.aborted) update(item.id, { error: apiErrorMessage(error, t('uploadFailed')), progress: 0 });
      return;
    }
    await Promise.all(
      items.map(async (item, index) => {
        try {
          const url = await putWithProgress(signed[index]!, item.file, (progress) => update(item.id, { progress }), item.abort.signal);
          if (item.abort.signal.aborted) return;
          onChange((current) => (multiple ? [...current, url] : [url]));
          drop(item);
        } catch (error) {
          if (!item.abort.signal.aborted) update(item.id, { error: apiErrorMessage(error, t('uploadFailed')), progress: 0 });
        }
      }),
    );
  }

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, multiple ? undefined : 1);
    if (!chosen.length) return;
    // One-photo groups: the newest file wins; an earlier upload still under way is cancelled.
    if (!multiple) pending.forEach(drop);
    const items = chosen.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const abort = new AbortController();
      uploads.current.add(abort);
      return { id: crypto.randomUUID(), file, preview, progress: 0, abort };
    });
    setPending((list) => [...list, ...items]);
    void upload(items);
  }

  function retry(item: Pending) {
    uploads.current.delete(item.abort);
    const again = { ...item, error: undefined, progress: 0, abort: new AbortController() };
    uploads.current.add(again.abort);
    setPending((list) => list.map((p) => (p.id === item.id ? again : p)));
    void upload([again]);
  }

  const label = t(`photoPaths.${path}`);
  return (
    <fieldset className={styles.photoGroup} data-photo-path={path}>
      <legend>{label}</legend>
      <ul className={styles.photoList}>
        {urls.map((url, index) => (
          <li key={url} className={styles.photo}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an editor preview of any stored URL */}
            <img src={url} alt={t('photoAlt', { group: label, number: index + 1 })} />
            <div className={styles.photoActions}>
              {multiple ? (
                <>
                  <button type="button" onClick={() => onChange((list) => move(list, index, -1))} disabled={index === 0} aria-label={t('moveUp', { number: index + 1 })}>
                    ↑
                  </button>
                  <button type="button" onClick={() => onChange((list) => move(list, index, 1))} disabled={index === urls.length - 1} aria-label={t('moveDown', { number: index + 1 })}>
                    ↓
                  </button>
                </>
              ) : null}
              <button type="button" onClick={() => onChange((list) => list.filter((u) => u !== url))} aria-label={t('removePhoto', { group: label, number: index + 1 })}>
                {t('remove')}
              </button>
            </div>
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.id} className={styles.photo} data-upload-state={item.error ? 'failed' : 'uploading'}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
            <img src={item.preview} alt={item.file.name} />
            {item.error ? (
              <div className={styles.photoActions}>
                <p role="alert" className={styles.error}>
                  {t('uploadError', { file: item.file.name, message: item.error })}
                </p>
                <button type="button" onClick={() => retry(item)}>
                  {t('retry')}
                </button>
                <button type="button" onClick={() => drop(item)}>
                  {t('dismiss')}
                </button>
              </div>
            ) : (
              <progress max={1} value={item.progress} aria-label={t('uploading', { file: item.file.name })} />
            )}
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className={styles.fileLabel}>
        {multiple ? t('addPhotos') : urls.length ? t('replacePhoto') : t('addPhoto')}
      </label>
      {/* The label is the one control a visitor sees; the file input stays in the tab order behind it. */}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={path === 'favicon' ? `${IMAGE_TYPES},image/x-icon` : IMAGE_TYPES}
        multiple={multiple}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </fieldset>
  );
}
