'use client';

import type { RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRIES, withoutDialCode } from '@/lib/countries';
import { CountryOffer, type PhoneFormMethods } from './CountryOffer';

/** The form methods the phone field uses, as react-hook-form's `useForm` gives them for a form with a phone. */
export type PhoneFieldForm = PhoneFormMethods & {
  register(name: 'phone' | 'phoneCountryCode', options?: Pick<RegisterOptions, 'onChange' | 'setValueAs'>): UseFormRegisterReturn;
  getValues(name: 'phone' | 'phoneCountryCode'): string;
};

/**
 * A form's phone with its country code (issue #29), as the contact form and the loan inquiry form
 * have it: the country's select (a new country judges a phone already judged again), the number
 * without the dial code the visitor may have typed, and one message under it — the offer to switch
 * to the US for a US number typed with another country (`suggested`), else the field's error.
 * `classes` are the form's own (its field, row, message slot).
 */
export function PhoneField({
  id,
  label,
  countryLabel,
  maxLength,
  form,
  error,
  suggested,
  classes,
}: {
  /** The input's id; its message is `{id}-error`. */
  id: string;
  label: string;
  countryLabel: string;
  maxLength: number;
  form: PhoneFieldForm;
  /** The phone's message when it has one. */
  error: string | undefined;
  suggested: string | undefined;
  /** The form's CSS module: its `field`, `phone`, `error`, `suggestion` and `phoneMessage` classes. */
  classes: { readonly [name: string]: string };
}) {
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <div className={classes.phone}>
        <select
          aria-label={countryLabel}
          // The page language's country in the server's HTML too, not the list's first until the script runs.
          defaultValue={form.getValues('phoneCountryCode')}
          {...form.register('phoneCountryCode', {
            // A phone already judged is judged again against the new country.
            onChange: () => void (error ? form.trigger('phone') : undefined),
          })}
        >
          <CountryOptions />
        </select>
        <input
          id={id}
          type="tel"
          autoComplete="tel"
          maxLength={maxLength}
          {...form.register('phone', { setValueAs: (value: string) => withoutDialCode(value, form.getValues('phoneCountryCode')) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {suggested ? (
        <CountryOffer id={`${id}-error`} className={`${classes.suggestion} ${classes.phoneMessage}`} country={suggested} form={form} />
      ) : (
        <p id={`${id}-error`} className={`${classes.error} ${classes.phoneMessage}`}>
          {error ?? null}
        </p>
      )}
    </div>
  );
}

/** The options of a phone's country select, in the SPEC's order: flag, code and dial code. */
export function CountryOptions() {
  return COUNTRIES.map((c) => (
    <option key={c.code} value={c.code}>
      {c.flag} {c.code} {c.dialCode}
    </option>
  ));
}
