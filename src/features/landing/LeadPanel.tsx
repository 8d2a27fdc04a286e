'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/features/analytics/data-layer';
import { OPEN_LEAD_PANEL } from './lead-panel-events';
import styles from './LeadPanel.module.css';

// The form's code (react-hook-form, zod) loads only when the panel first opens.
const LeadForm = dynamic(() => import('./LeadForm').then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <LoadingForm />,
});

function LoadingForm() {
  const t = useTranslations('LeadPanel');
  return <p role="status">{t('loading')}</p>;
}

/**
 * The lead panel (SPEC §2, §4): a modal dialog sliding in from the right over a dark overlay.
 * The native <dialog> traps focus and closes on Escape; an overlay click closes it too; focus
 * returns to the CTA that opened it; the page does not scroll behind it.
 */
export function LeadPanel() {
  const t = useTranslations('LeadPanel');
  const success = useTranslations('realtorwwwInput');
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [toast, setToast] = useState('');

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    track('lead_realtor_view_home', { type_location: locale });
  }, [locale]);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const onOpen = (event: Event) => {
      openerRef.current = (event as CustomEvent<HTMLElement>).detail;
      setOpened(true);
      if (!dialog.open) {
        document.body.style.overflow = 'hidden';
        dialog.showModal();
        track('lead_realtor_view_form', { type_location: locale });
      }
    };
    const onClose = () => {
      document.body.style.overflow = '';
      openerRef.current?.focus();
    };
    window.addEventListener(OPEN_LEAD_PANEL, onOpen);
    dialog.addEventListener('close', onClose);
    dialog.dataset.ready = 'true'; // CTAs work from now on (tests wait for this)
    return () => {
      window.removeEventListener(OPEN_LEAD_PANEL, onOpen);
      dialog.removeEventListener('close', onClose);
    };
  }, [locale]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(''), 8000);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      <dialog
        ref={dialogRef}
        className={styles.panel}
        aria-labelledby="lead-panel-title"
        // A click on the backdrop lands on the <dialog> element itself, outside its content box.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.inner}>
          <div className={styles.top}>
            <h2 id="lead-panel-title" className={styles.title}>
              {t('title')}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <p className={styles.intro}>{t('intro')}</p>
          {opened ? (
            <LeadForm
              onSuccess={() => {
                close();
                setToast(success('11'));
              }}
            />
          ) : null}
        </div>
      </dialog>
      <div role="status" aria-live="polite" className={toast ? styles.toast : 'visually-hidden'}>
        {toast}
      </div>
    </>
  );
}
