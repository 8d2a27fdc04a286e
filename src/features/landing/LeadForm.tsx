'use client';

import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { track } from '@/features/analytics/data-layer';
import { postForm } from '@/features/forms/post-form';
import { Link } from '@/i18n/navigation';
import { COUNTRIES, defaultCountryForLocale, withoutDialCode } from '@/lib/countries';
import { filterPhoneInput, isAffirmative, LEAD_LIMITS, leadSchema, type LeadInput } from '@/lib/schemas/lead';
import styles from './LeadForm.module.css';

type Field = keyof LeadInput;

/**
 * The lead form (SPEC §3, §5): name, area, phone with country code, has-site, two consents.
 * The same zod schema validates here and on the server; the server's field messages show
 * beside the fields.
 */
export function LeadForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useTranslations('LeadForm');
  const failure = useTranslations('realtorwwwInput');
  const locale = useLocale();
  const [phoneWarning, setPhoneWarning] = useState(false);
  const [formError, setFormError] = useState('');
  const defaults = {
    name: '',
    area: '',
    phone: '',
    phoneCountryCode: defaultCountryForLocale(locale) ?? '',
    hasSite: t('no'),
    consentPrivacy: false,
    consentContact: false,
    locale,
    website: '',
  } as unknown as LeadInput;
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LeadInput>({ resolver: zodResolver(leadSchema), defaultValues: defaults, mode: 'onTouched' });

  const consents = useWatch({ control, name: ['consentPrivacy', 'consentContact'] });
  const allAgreed = consents.every(Boolean);
  const message = (field: Field) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    return t.has(`errors.${code}` as 'errors.required') ? t(`errors.${code}` as 'errors.required') : code;
  };

  const submit = handleSubmit(async (values) => {
    setFormError('');
    track('lead_realtor_click_form_cta', { type_location: locale, has_homepage: isAffirmative(values.hasSite) });
    try {
      const result = await postForm('/api/send-to-slack', values);
      if (result.ok) {
        reset(defaults);
        onSuccess();
        return;
      }
      for (const [field, text] of Object.entries(result.fields)) setError(field as Field, { message: text });
      setFormError(result.message ?? failure('12'));
      console.error('Lead request failed', result);
    } catch (error) {
      console.error('Lead request failed', error);
      setFormError(failure('12'));
    }
  });

  const phone = register('phone');
  const fieldProps = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `lead-${field}-error` : undefined,
  });
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`lead-${field}-error`} className={styles.error}>
        {message(field)}
      </p>
    ) : null;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        // Submit stays disabled until both consents are ticked; a submit that still arrives
        // (keyboard, script) gets the alert of SPEC §5.
        if (!allAgreed) {
          event.preventDefault();
          window.alert(t('agreeAll'));
          return;
        }
        void submit(event);
      }}
    >
      <div className={styles.field}>
        <label htmlFor="lead-name">
          {t('name')} <span className={styles.required}>({t('required')})</span>
        </label>
        <input id="lead-name" autoComplete="name" maxLength={LEAD_LIMITS.name} {...register('name')} {...fieldProps('name')} />
        {errorText('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor="lead-area">
          {t('area')} <span className={styles.required}>({t('required')})</span>
        </label>
        <input
          id="lead-area"
          autoComplete="address-level2"
          placeholder={t('areaPlaceholder')}
          maxLength={LEAD_LIMITS.area}
          {...register('area')}
          {...fieldProps('area')}
        />
        {errorText('area')}
      </div>

      <div className={styles.field}>
        <label htmlFor="lead-phone">
          {t('phone')} <span className={styles.required}>({t('required')})</span>
        </label>
        <div className={styles.phoneRow}>
          <select aria-label={t('countryCode')} {...register('phoneCountryCode')} {...fieldProps('phoneCountryCode')}>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.flag} {c.code} {c.dialCode}
              </option>
            ))}
          </select>
          <input
            id="lead-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LEAD_LIMITS.phone}
            {...phone}
            onChange={(event) => {
              const { value, hadInvalid } = filterPhoneInput(withoutDialCode(event.target.value, getValues('phoneCountryCode')));
              setPhoneWarning(hadInvalid);
              setValue('phone', value, { shouldValidate: Boolean(errors.phone) });
              event.target.value = value;
            }}
            {...fieldProps('phone')}
            aria-describedby={[phoneWarning ? 'lead-phone-warning' : '', errors.phone ? 'lead-phone-error' : ''].filter(Boolean).join(' ') || undefined}
          />
        </div>
        {phoneWarning ? (
          <p id="lead-phone-warning" className={styles.warning} role="status">
            {t('phoneWarning')}
          </p>
        ) : null}
        {errorText('phone')}
      </div>

      <fieldset className={styles.field}>
        <legend>{t('hasSite')}</legend>
        <div className={styles.radios}>
          <label>
            <input type="radio" value={t('yes')} {...register('hasSite')} /> {t('yes')}
          </label>
          <label>
            <input type="radio" value={t('no')} {...register('hasSite')} /> {t('no')}
          </label>
        </div>
      </fieldset>

      <div className="honeypot" aria-hidden="true">
        <label htmlFor="lead-website">Website</label>
        <input id="lead-website" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className={styles.consents}>
        <label className={styles.check}>
          <input type="checkbox" {...register('consentPrivacy')} />
          <span>
            {t.rich('consentPrivacy', {
              link: (chunks) => (
                <Link href="/terms/privacy" target="_blank" rel="noopener">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        <label className={styles.check}>
          <input type="checkbox" {...register('consentContact')} />
          <span>{t('consentContact')}</span>
        </label>
      </div>

      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}

      <button type="submit" className={styles.submit} disabled={!allAgreed || isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
