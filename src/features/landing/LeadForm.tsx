'use client';

import '@/features/forms/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { track } from '@/features/analytics/data-layer';
import { CountryOffer } from '@/features/forms/CountryOffer';
import { CountryOptions } from '@/features/forms/PhoneField';
import { postForm } from '@/features/forms/post-form';
import { usePublicForm } from '@/features/forms/use-public-form';
import { Link } from '@/i18n/navigation';
import { defaultCountryForLocale, withoutDialCode } from '@/lib/countries';
import { suggestPhoneCountry } from '@/lib/phone';
import { filterPhoneInput, isAffirmative, LEAD_LIMITS, leadSchema, type LeadInput } from '@/lib/schemas/lead';
import { isValidPhoneNumber } from '@/lib/validators';
import styles from './LeadForm.module.css';

type Field = keyof LeadInput;

/** The fields in the order they appear: a failed submit focuses the first invalid one. */
const FIELD_ORDER: readonly Field[] = ['name', 'area', 'phoneCountryCode', 'phone', 'hasSite', 'consentPrivacy', 'consentContact'];

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
    trigger,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
    focusFirstInvalid,
    describe,
    a11y,
    textField,
    honeypot,
  } = usePublicForm<LeadInput>({
    namespace: 'LeadForm',
    idPrefix: 'lead',
    fieldOrder: FIELD_ORDER,
    resolver: zodResolver(leadSchema),
    defaultValues: defaults,
    messageClassName: styles.error,
    fieldClassName: styles.field,
  });

  const consents = useWatch({ control, name: ['consentPrivacy', 'consentContact'] });
  const allAgreed = consents.every(Boolean);

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
      focusFirstInvalid(result.fields);
      setFormError(result.message ?? failure('12'));
      console.error('Lead request failed', result);
    } catch (error) {
      console.error('Lead request failed', error);
      setFormError(failure('12'));
    }
  }, focusFirstInvalid);

  const required = (label: string) => (
    <>
      {label}
      {/* The language's own spacing: " (필수)", "（必須）" with none before a full-width bracket. */}
      <span className={styles.required}>{t('required')}</span>
    </>
  );
  const phone = register('phone');
  const country = register('phoneCountryCode');

  // One message at a time under the phone: the typing warning, else the offer of the US for a
  // US number typed with another country chosen, else the error.
  const suggested =
    errors.phone?.message === 'invalid_phone_number' ? suggestPhoneCountry(getValues('phone'), getValues('phoneCountryCode')) : undefined;
  const phoneMessage = phoneWarning ? (
    <p id="lead-phone-message" className={`${styles.warning} ${styles.phoneMessage}`} role="status">
      {t('phoneWarning')}
    </p>
  ) : suggested ? (
    <CountryOffer id="lead-phone-message" className={`${styles.suggestion} ${styles.phoneMessage}`} country={suggested} form={{ setValue, trigger, setFocus }} />
  ) : (
    <p id="lead-phone-message" className={`${styles.error} ${styles.phoneMessage}`}>
      {errors.phone ? describe('phone') : null}
    </p>
  );

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
      {textField('name', required(t('name')), { autoComplete: 'name', maxLength: LEAD_LIMITS.name })}
      {textField('area', required(t('area')), { autoComplete: 'address-level2', placeholder: t('areaPlaceholder'), maxLength: LEAD_LIMITS.area })}

      <div className={styles.field}>
        <label htmlFor="lead-phone">{required(t('phone'))}</label>
        <div className={styles.phoneRow}>
          <select
            aria-label={t('countryCode')}
            {...country}
            onChange={(event) => {
              void country.onChange(event);
              // A phone already judged is judged again against the new country.
              if (errors.phone) void trigger('phone');
            }}
            {...a11y('phoneCountryCode')}
          >
            <CountryOptions />
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
              setValue('phone', value);
              event.target.value = value;
              // Typing never adds an error; a number fixed while an error shows clears it at once.
              if (errors.phone && isValidPhoneNumber(value, getValues('phoneCountryCode'))) clearErrors('phone');
            }}
            onBlur={(event) => {
              // Leaving the field, the warning about the last key gives way to the number's check.
              setPhoneWarning(false);
              void phone.onBlur(event);
            }}
            {...a11y('phone')}
            aria-describedby={phoneWarning || errors.phone ? 'lead-phone-message' : undefined}
          />
        </div>
        {phoneMessage}
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

      {honeypot()}

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

      <button type="submit" className={styles.submit} disabled={!allAgreed || isSubmitting} aria-describedby={allAgreed ? undefined : 'lead-submit-hint'}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
      {/* Why the button is grey (SPEC §4: it waits for both consents). */}
      {allAgreed ? null : (
        <p id="lead-submit-hint" className={styles.submitHint}>
          {t('agreeToSend')}
        </p>
      )}
    </form>
  );
}
