'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { PhoneField } from '@/features/forms/PhoneField';
import { postForm } from '@/features/forms/post-form';
import { usePublicForm } from '@/features/forms/use-public-form';
import { localizePath, type Locale } from '@/i18n/locales';
import { defaultCountryForLocale } from '@/lib/countries';
import { CONTACT_LIMITS } from '@/lib/schemas/contact-limits';
import { CONTACT_INTERESTS } from '@/lib/schemas/enums';
import type { ContactFormValues as FormValues } from './contact-resolver';
import styles from './ContactForm.module.css';
import { dayEntries, toggleDay, tourDays } from './tour-days';
import { useHydrated } from '@/features/forms/use-hydrated';

type Field = keyof FormValues;

type Validation = typeof import('./contact-resolver');
/** The validation code (zod, the schema, the phone metadata), loaded once, when it is first needed. */
let validation: Validation | undefined;
const loadValidation = () =>
  import('./contact-resolver').then((m) => {
    validation = m;
    return m;
  });
const resolver: Resolver<FormValues> = async (...args) => (await loadValidation()).contactResolver(...args);

/**
 * The fields in the order they appear (a failed submit focuses the first invalid one): the names in
 * the order of the page's language, family name first in Korean and Japanese, given name first in
 * English. The request's `name` is "last first" whatever the order (SPEC §3).
 */
const FIELD_ORDER: readonly Field[] = ['lastName', 'firstName', 'email', 'phoneCountryCode', 'phone', 'preferredDates', 'interest', 'message', 'terms'];
const GIVEN_NAME_FIRST: readonly Field[] = ['firstName', 'lastName', ...FIELD_ORDER.slice(2)];

/**
 * The contact form of a realtor's page (SPEC §3 "Contact form"): last and first name, e-mail,
 * phone with country code, what the visitor wants help with (optional, beside the SPEC's fields;
 * "Selling" asks, under the message, for the home's address and timing), message and the terms
 * box (ticked by default). The shared zod schema
 * checks it here and on the server; the server's field messages show beside the fields.
 *
 * With `listing`, the same form on a listing's page asks about that home (issue #24): it starts the
 * message with a question about the home and sends the listing's key with the same request to the
 * same endpoint; for a home a visitor can still see (`tour`, not a sold or rented one) it also asks
 * for a tour, with the preferred dates (optional, free text, and the coming week's days to pick
 * with a tap once the script runs: tour-days.ts).
 */
export function ContactForm({ realtorId, listing }: { realtorId: number; listing?: { listingKey: string; message: string; tour: boolean; timeZone: string } }) {
  const hydrated = useHydrated();
  const t = useTranslations('ContactForm');
  const locale = useLocale();
  const givenNameFirst = locale === 'en';
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();
  const defaults: FormValues = {
    realtorId,
    lastName: '',
    firstName: '',
    email: '',
    phone: '',
    phoneCountryCode: defaultCountryForLocale(locale) ?? 'US',
    message: listing?.message ?? '',
    terms: true,
    interest: '',
    locale: locale as FormValues['locale'],
    website: '',
    ...(listing ? { listingKey: listing.listingKey, ...(listing.tour ? { preferredDates: '' } : {}) } : {}),
  };
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    trigger,
    reset,
    formState: { errors, isSubmitting },
    focusFirstInvalid,
    describe,
    message,
    textField,
    honeypot,
  } = usePublicForm<FormValues>({
    namespace: 'ContactForm',
    idPrefix: 'contact',
    fieldOrder: givenNameFirst ? GIVEN_NAME_FIRST : FIELD_ORDER,
    resolver,
    defaultValues: defaults,
    messageClassName: styles.error,
    fieldClassName: styles.field,
    hintClassName: styles.hint,
  });
  const interest = useWatch({ control, name: 'interest' });
  const preferredDates = useWatch({ control, name: 'preferredDates' }) ?? '';
  // The next week's days to pick for a tour, once the page runs here (they depend on today's date).
  const days = useMemo(() => (hydrated && listing?.tour ? tourDays(new Date(), listing.timeZone, locale) : []), [hydrated, listing, locale]);
  const toggle = (day: string) => setValue('preferredDates', toggleDay(getValues('preferredDates') ?? '', day, locale), { shouldDirty: true });

  // A link elsewhere on the homepage that leads here with a choice made ("Ask what my home is
  // worth": data-contact-interest="sell"). Without script the link still leads to the form.
  useEffect(() => {
    if (listing) return;
    const choose = (event: MouseEvent) => {
      const chosen = event.target instanceof Element ? event.target.closest('a[data-contact-interest]')?.getAttribute('data-contact-interest') : undefined;
      const known = CONTACT_INTERESTS.find((value) => value === chosen);
      if (known) setValue('interest', known);
    };
    document.addEventListener('click', choose);
    return () => document.removeEventListener('click', choose);
  }, [listing, setValue]);

  // Under the phone, one message: the offer of the US for a US number typed with another country
  // chosen (a Korean page starts at KR), else the error.
  const suggested =
    errors.phone?.message === 'invalid_phone_number' ? validation?.suggestPhoneCountry(getValues('phone'), getValues('phoneCountryCode')) : undefined;

  const submit = handleSubmit(async ({ terms, ...values }) => {
    setStatus(undefined);
    try {
      const { preferredDates, interest, ...rest } = values;
      const result = await postForm('/v1/realtor-contacts', {
        ...rest,
        ...(preferredDates ? { preferredDates } : {}),
        ...(interest ? { interest } : {}),
        name: `${values.lastName} ${values.firstName}`,
        isTerm: terms ? 'Y' : 'N',
      });
      if (result.ok) {
        reset(defaults);
        setStatus({ kind: 'success', text: listing?.tour ? t('tourSuccess') : t('success') });
        return;
      }
      for (const [field, text] of Object.entries(result.fields)) setError(field as Field, { message: text });
      focusFirstInvalid(result.fields);
      setStatus({ kind: 'error', text: result.message ?? t('failed') });
    } catch {
      setStatus({ kind: 'error', text: t('failed') });
    }
  }, focusFirstInvalid);

  const lastName = textField('lastName', t('lastName'), { autoComplete: 'family-name', maxLength: CONTACT_LIMITS.lastName });
  const firstName = textField('firstName', t('firstName'), { autoComplete: 'given-name', maxLength: CONTACT_LIMITS.firstName });

  return (
    // The first focus in the form fetches the validation code, so that it is there by the first blur.
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} onFocus={() => void loadValidation()}>
      <div className={styles.row}>
        {givenNameFirst ? firstName : lastName}
        {givenNameFirst ? lastName : firstName}
      </div>
      {textField('email', t('email'), { type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.email })}
      <PhoneField
        id="contact-phone"
        label={t('phone')}
        countryLabel={t('countryCode')}
        maxLength={CONTACT_LIMITS.phone}
        form={{ register, getValues, setValue, trigger, setFocus }}
        error={errors.phone ? describe('phone') : undefined}
        suggested={suggested}
        classes={styles}
      />
      {listing?.tour ? textField('preferredDates', t('preferredDates'), { maxLength: CONTACT_LIMITS.preferredDates, hint: t('preferredDatesHint') }) : null}
      {days.length ? (
        // Each day a toggle that writes it into the field above (or takes it out), beside the visitor's own words.
        <div role="group" aria-labelledby="contact-tour-days" className={styles.dayChips}>
          <span id="contact-tour-days">{t('tourDays')}</span>
          <div className={styles.dayRow}>
            {days.map((day) => (
              <button key={day} type="button" aria-pressed={dayEntries(preferredDates).includes(day)} onClick={() => toggle(day)}>
                {day}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {listing ? null : (
        // Optional, none chosen at first: what the realtor asks first, answered with one tap.
        <fieldset className={styles.choices} aria-describedby={errors.interest ? 'contact-interest-error' : undefined}>
          <legend>{t('interest')}</legend>
          {CONTACT_INTERESTS.map((interest) => (
            <label key={interest}>
              <input type="radio" value={interest} {...register('interest')} />
              <span>{t(`interests.${interest}`)}</span>
            </label>
          ))}
          {errors.interest ? message('interest') : null}
        </fieldset>
      )}
      {textField('message', t('message'), { rows: 5, maxLength: CONTACT_LIMITS.message, hint: interest === 'sell' ? t('sellHint') : undefined })}
      {honeypot()}
      <label className={styles.check}>
        {/* Ticked in the server's HTML too (SPEC §3: true by default), not only once the form's script runs. */}
        <input type="checkbox" defaultChecked={defaults.terms} {...register('terms')} />
        <span>
          {t.rich('terms', {
            link: (chunks) => (
              <a href={localizePath('/terms', locale as Locale)} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      <div role="status" aria-live="polite" className={status?.kind === 'success' ? styles.success : undefined}>
        {status?.kind === 'success' ? status.text : null}
      </div>
      {status?.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {status.text}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('submitting') : listing?.tour ? t('tourSubmit') : t('submit')}
      </button>
    </form>
  );
}
