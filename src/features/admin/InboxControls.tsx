'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import { apiErrorMessage, mainApi, type InboxItemAnswer } from '@/lib/api-client';
import type { InboxDelivery, InboxItem, InboxKind } from '@/server/inbox/inbox';
import styles from './Admin.module.css';
import { NoticeRegion, type Notice } from './NoticeRegion';

const STATUSES = ['new', 'contacted', 'closed'] as const;

/** One inbox item's status, notes and delivery (with a retry when it failed or is waiting). */
export function InboxControls({ kind, id, status, notes, delivery, showError }: {
  kind: InboxKind;
  id: number;
  status: InboxItem['status'];
  notes: string;
  delivery: InboxDelivery | null;
  /** The delivery's last error (SMTP or Slack internals): for admins. */
  showError: boolean;
}) {
  const t = useTranslations('Admin');
  // The controls wait for the page to hydrate: a status chosen before that would show in the
  // select while the component's state, and so Save, never learned of it.
  const hydrated = useHydrated();
  const [current, setCurrent] = useState({ status, notes, delivery });
  const [draft, setDraft] = useState({ status, notes });
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const prefix = `inbox-${kind}-${id}`;

  async function call(path: string, init: { method: string; body?: unknown }, success: string) {
    setBusy(true);
    setNotice(undefined);
    try {
      const { data } = await mainApi.request<InboxItemAnswer>(path, init);
      setCurrent({ status: data.status, notes: data.notes, delivery: data.delivery });
      setDraft({ status: data.status, notes: data.notes });
      setNotice({ kind: 'success', text: success });
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(error, t('actionFailed')) });
    } finally {
      setBusy(false);
    }
  }

  const changed = draft.status !== current.status || draft.notes !== current.notes;
  const { delivery: sent } = current;
  return (
    <div className={styles.inboxControls}>
      <p className={styles.delivery}>
        <span>{t('deliveryLabel', { channel: sent ? t(`channels.${sent.channel}`) : '—' })}</span>{' '}
        <span className={`${styles.badge} ${sent?.status === 'failed' ? styles.badgeFailed : sent?.status === 'delivered' ? styles.badgeDelivered : ''}`}>
          {t(`deliveryStates.${sent?.status ?? 'none'}`)}
        </span>
        {sent && sent.attempts ? <span className={styles.hint}> {t('attempts', { count: sent.attempts })}</span> : null}
        {showError && sent?.lastError && sent.status !== 'delivered' ? <span className={styles.hint}> — {sent.lastError}</span> : null}
        {sent && sent.status !== 'delivered' ? (
          <button type="button" className={styles.secondary} disabled={!hydrated || busy} onClick={() => void call(`/v1/inbox/${kind}/${id}/retry`, { method: 'POST' }, t('retried'))}>
            {t('retryDelivery')}
          </button>
        ) : null}
      </p>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void call(`/v1/inbox/${kind}/${id}`, { method: 'PATCH', body: draft }, t('itemSaved'));
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${prefix}-status`}>{t('statusLabel')}</label>
          <select id={`${prefix}-status`} value={draft.status} disabled={!hydrated} onChange={(event) => setDraft({ ...draft, status: event.target.value as InboxItem['status'] })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${prefix}-notes`}>{t('notesLabel')}</label>
          <textarea id={`${prefix}-notes`} rows={2} maxLength={5000} value={draft.notes} disabled={!hydrated} onChange={(event) => setDraft({ ...draft, notes: event.target.value })} />
        </div>
        <button type="submit" className={styles.primary} disabled={busy || !changed}>
          {t('saveItem')}
        </button>
      </form>
      <NoticeRegion notice={notice} />
    </div>
  );
}
