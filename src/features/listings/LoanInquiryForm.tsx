'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { PhoneField } from '@/features/forms/PhoneField';
import { postForm } from '@/features/forms/post-form';
import { usePublicForm } from '@/features/forms/use-public-form';
import { useHydrated } from '@/features/forms/use-hydrated';
import formStyles from '@/features/realtor-home/ContactForm.module.css';
import { localizePath, type Locale } from '@/i18n/locales';
import { defaultCountryForLocale } from '@/lib/countries';
import { formatUsd } from '@/lib/format';
import { LOAN_INQUIRY_LIMITS } from '@/lib/schemas/loan-inquiry-limits';
import type { LoanFormValues as FormValues } from './loan-resolver';
import styles from './Listings.module.css';

type Field = keyof FormValues;

/** The estimate on the visitor's screen, sent with the inquiry. */
export interface ShownEstimate {
  price: number;
  downPayment: number;
  ratePercent: number;
  termYears: 15 | 20 | 30;
  monthlyTotal: number;
}

type Validation = typeof import('./loan-resolver');
/** The validation code (zod, the schema, the phone metadata), loaded once, when it is first needed. */
let validation: Validation | undefined;
const loadValidation = () =>
  import('./loan-resolver').then((m) => {
    validation = m;
    return m;
  });
const resolver: Resolver<FormValues> = async (...args) => (await loadValidation()).loanResolver(...args);

/** The fields in the order they appear: a failed submit focuses the first invalid one. */
const FIELD_ORDER: readonly Field[] = ['name', 'email', 'phoneCountryCode', 'phone', 'message', 'consentContact'];

/**
 * "Talk to a loan officer" under a for-sale listing's payment estimate (issue #24): a disclosure
 * (`<details>`, so it opens without JavaScript; the submit waits for the page's script, as the
 * tour request's does) with name, e-mail, phone with country code, an optional message and the
 * consent to share them with the lender (never ticked in advance). It posts JSON to
 * `POST /v1/loan-inquiries` with the estimate as it is on the screen at that moment, shows a
 * success card, or the server's field messages with the focus on the first invalid field.
 */
export function LoanInquiryForm({ realtorId, listingKey, lender, estimate }: { realtorId: number; listingKey: string; lender: string; estimate: ShownEstimate }) {
  const hydrated = useHydrated();
  const t = useTranslations('LoanInquiryForm');
  const locale = useLocale();
  const [error, setStatusError] = useState<string>();
  const [sent, setSent] = useState(false);
  // The form goes once sent; the card that replaces it takes the focus when it appears (and only
  // then: the estimate above re-renders this as the visitor changes it), so the keyboard is not lost.
  const focusCard = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  const defaults: FormValues = {
    name: '',
    email: '',
    phone: '',
    phoneCountryCode: defaultCountryForLocale(locale) ?? 'US',
    message: '',
    consentContact: false,
    website: '',
  };
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
    focusFirstInvalid,
    describe,
    a11y,
    message,
    textField,
    honeypot,
  } = usePublicForm<FormValues>({
    namespace: 'LoanInquiryForm',
    idPrefix: 'loan',
    fieldOrder: FIELD_ORDER,
    resolver,
    defaultValues: defaults,
    messageClassName: `${formStyles.error} ${styles.loanMessage}`,
    fieldClassName: formStyles.field,
  });
  const suggested =
    errors.phone?.message === 'invalid_phone_number' ? validation?.suggestPhoneCountry(getValues('phone'), getValues('phoneCountryCode')) : undefined;
  const money = (value: number) => formatUsd(value, locale);

  const submit = handleSubmit(async (values) => {
    setStatusError(undefined);
    try {
      const result = await postForm('/v1/loan-inquiries', { ...values, realtorId, listingKey, estimate, locale });
      if (result.ok) {
        setSent(true);
        return;
      }
      const own = Object.entries(result.fields).filter(([field]) => (FIELD_ORDER as readonly string[]).includes(field));
      for (const [field, text] of own) setError(field as Field, { message: text });
      focusFirstInvalid(Object.fromEntries(own));
      const estimateWrong = Object.keys(result.fields).some((field) => field.startsWith('estimate'));
      setStatusError(estimateWrong ? t('checkEstimate') : (result.message ?? t('failed')));
    } catch {
      setStatusError(t('failed'));
    }
  }, focusFirstInvalid);

  return (
    <details className={styles.loan}>
      <summary className={styles.loanOpen}>{t('open')}</summary>
      <div className={styles.loanBody}>
        <p>{t('intro', { lender })}</p>
        <p className={styles.loanEstimate}>
          {t('estimate', {
            monthly: money(estimate.monthlyTotal),
            price: money(estimate.price),
            down: money(estimate.downPayment),
            rate: estimate.ratePercent,
            years: estimate.termYears,
          })}
        </p>
        <div role="status" aria-live="polite">
          {sent ? (
            <div ref={focusCard} tabIndex={-1} className={`${formStyles.success} ${styles.loanCard}`}>
              <strong>{t('successTitle')}</strong>
              <p>{t('success', { lender })}</p>
            </div>
          ) : null}
        </div>
        {sent ? null : (
          // The first focus in the form fetches the validation code, so that it is there by the first blur.
          <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadValidation()}>
            {textField('name', t('name'), { autoComplete: 'name', maxLength: LOAN_INQUIRY_LIMITS.name })}
            {textField('email', t('email'), { type: 'email', autoComplete: 'email', maxLength: LOAN_INQUIRY_LIMITS.email })}
            <PhoneField
              id="loan-phone"
              label={t('phone')}
              countryLabel={t('countryCode')}
              maxLength={LOAN_INQUIRY_LIMITS.phone}
              form={{ register, getValues, setValue, trigger, setFocus }}
              error={errors.phone ? describe('phone') : undefined}
              suggested={suggested}
              classes={formStyles}
            />
            {textField('message', t('message'), { rows: 3, maxLength: LOAN_INQUIRY_LIMITS.message })}
            {honeypot()}
            <div>
              <label className={formStyles.check}>
                <input type="checkbox" {...register('consentContact')} {...a11y('consentContact')} />
                <span>
                  {t.rich('consent', {
                    lender,
                    link: (chunks) => (
                      <a href={localizePath('/terms/privacy', locale as Locale)} target="_blank" rel="noopener">
                        {chunks}
                      </a>
                    ),
                  })}
                </span>
              </label>
              {message('consentContact')}
            </div>
            {error ? (
              <p role="alert" className={formStyles.error}>
                {error}
              </p>
            ) : null}
            <button type="submit" className={formStyles.submit} disabled={!hydrated || isSubmitting}>
              {isSubmitting ? t('submitting') : t('submit')}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
