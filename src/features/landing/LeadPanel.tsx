'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/features/analytics/data-layer';
import { LEAD_PANEL_ID } from './lead-panel-opener';
import styles from './LeadPanel.module.css';

// The form's code (react-hook-form, zod) loads only when the panel first opens.
const LeadForm = dynamic(() => import('./LeadForm').then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <LoadingForm />,
});

function LoadingForm() {
  const t = useTranslations('LeadPanel');
  return (
    <>
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
      <p className={styles.needsScripts}>{t('needsJavaScript')}</p>
    </>
  );
}

/** How long the confirmation of a sent request stays (it has its own close button too). */
const TOAST_MS = 15_000;

/**
 * The lead panel (SPEC §2, §4): a modal dialog sliding in from the right over a dark overlay.
 * The CTAs and the close button open and close it with invoker commands (lead-panel-opener.ts),
 * so it opens even before this code has loaded; the form's code loads once it is open. The native
 * <dialog> traps focus, closes on Escape and gives focus back to the CTA that opened it; an
 * overlay click closes it too; the page does not scroll behind it (LeadPanel.module.css).
 */
export function LeadPanel() {
  const t = useTranslations('LeadPanel');
  const success = useTranslations('realtorwwwInput');
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const [toast, setToast] = useState('');

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    track('lead_realtor_view_home', { type_location: locale });
  }, [locale]);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const onToggle = () => {
      if (!dialog.open) return;
      setOpened(true);
      track('lead_realtor_view_form', { type_location: locale });
    };
    // Every way of opening it sets the `open` attribute: a CTA's command, or showModal() where the
    // browser lacks commands. It may have opened before this code ran.
    const observer = new MutationObserver(onToggle);
    observer.observe(dialog, { attributeFilter: ['open'] });
    // Open already: a CTA's command opened it before the CTA's script could record the click.
    if (dialog.open) track('lead_realtor_click_btn_cta', { type_location: locale });
    onToggle();
    dialog.dataset.ready = 'true'; // the page has hydrated (the browser tests wait for this)
    return () => observer.disconnect();
  }, [locale]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      <dialog
        ref={dialogRef}
        id={LEAD_PANEL_ID}
        // A CTA may have opened it before hydration: React leaves that `open` alone.
        suppressHydrationWarning
        // Chrome and Firefox close it on an overlay click without script; onClick does elsewhere.
        closedby="any"
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
            <button type="button" className={styles.close} commandfor={LEAD_PANEL_ID} command="close" onClick={close} aria-label={t('close')}>
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
          ) : (
            // Opened before the page's scripts have loaded: the form comes with them.
            <LoadingForm />
          )}
        </div>
      </dialog>
      {/* The confirmation of a sent request (SPEC §8, realtorwwwInput.11): the panel has closed,
          so a card that stands out on the dark hero, at the top where a phone's thumb-side CTA
          cannot hide it (issue #29). The live region is always there, so it is announced. */}
      <div className={toast ? styles.toast : undefined}>
        {toast ? (
          <svg className={styles.toastIcon} aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <circle cx="12" cy="12" r="10" />
            <path d="m7.5 12.5 3 3 6-6.5" />
          </svg>
        ) : null}
        <div role="status" aria-live="polite" className={toast ? styles.toastText : 'visually-hidden'}>
          {toast}
        </div>
        {toast ? (
          <button type="button" className={styles.toastClose} onClick={() => setToast('')} aria-label={t('close')}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        ) : null}
      </div>
    </>
  );
}
