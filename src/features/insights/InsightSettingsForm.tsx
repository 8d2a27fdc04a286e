'use client';

import { useState } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import { LOCALE_INFO, LOCALES, type Locale } from '@/i18n/locales';
import { mainApi } from '@/lib/api-client';
import styles from './Insights.module.css';

export interface SettingsLabels {
  title: string;
  monthlyEmail: string;
  emailLocale: string;
  recipient: string;
  save: string;
  saved: string;
  failed: string;
}

/** The monthly summary e-mail: opt-in, and its language (PUT /v1/realtor/{id}/insights/settings). */
export function InsightSettingsForm({ realtorId, initial, labels }: { realtorId: number; initial: { monthlyEmail: boolean; emailLocale: Locale }; labels: SettingsLabels }) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(undefined);
    try {
      const { data } = await mainApi.request<{ monthlyEmail: boolean; emailLocale: Locale }>(`/v1/realtor/${realtorId}/insights/settings`, { method: 'PUT', body: values });
      setValues({ monthlyEmail: data.monthlyEmail, emailLocale: data.emailLocale });
      setNotice({ ok: true, text: labels.saved });
    } catch {
      setNotice({ ok: false, text: labels.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.settings} onSubmit={(event) => void save(event)} aria-labelledby="insights-settings-title">
      <h2 id="insights-settings-title">{labels.title}</h2>
      <p className={styles.check}>
        <input id="insights-monthly" type="checkbox" checked={values.monthlyEmail} onChange={(e) => setValues({ ...values, monthlyEmail: e.target.checked })} />
        <label htmlFor="insights-monthly">{labels.monthlyEmail}</label>
      </p>
      <p className={styles.field}>
        <label htmlFor="insights-locale">{labels.emailLocale}</label>
        <select id="insights-locale" value={values.emailLocale} onChange={(e) => setValues({ ...values, emailLocale: e.target.value as Locale })}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_INFO[locale].name}
            </option>
          ))}
        </select>
      </p>
      <p className={styles.hint}>{labels.recipient}</p>
      <p>
        <button type="submit" className={styles.button} disabled={!hydrated || busy}>
          {labels.save}
        </button>
      </p>
      <p role="status" className={notice?.ok === false ? styles.error : styles.success}>
        {notice?.text}
      </p>
    </form>
  );
}
