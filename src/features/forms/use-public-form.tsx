'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';

/** The public forms; each has an `errors.<code>` message for the validation codes it can show. */
export type PublicFormNamespace = 'LeadForm' | 'ContactForm' | 'LoanInquiryForm';

/**
 * A public form's react-hook-form setup, as the lead, contact (and tour request) and loan inquiry
 * forms share it. Fields are checked when the visitor leaves them or submits, never while they
 * type (issue #29); a failed submit focuses the first invalid field in the form's order
 * (`focusFirstInvalid`, for `handleSubmit`'s second argument and for the server's field errors).
 *
 * Besides `useForm`'s methods it gives, for a field:
 * - `describe`: its localised message (`{namespace}.errors.{code}`; the code itself when there is
 *   no such message, as for a server's text);
 * - `a11y`: `aria-invalid` and `aria-describedby` (`{idPrefix}-{field}-error`) while it has an error;
 * - `message`: that message's slot, `<p id="{idPrefix}-{field}-error">`, present empty or not, so
 *   nothing below it (the submit button) moves under the pointer as a message comes or goes;
 * - `textField`: the whole field, its label, input (`{idPrefix}-{field}`; a textarea when given
 *   `rows`), a hint when given one (`{idPrefix}-{field}-hint`, in the input's description) and
 *   message slot.
 *
 * And `honeypot()`: the field that people never see and bots fill (`website`; the server drops
 * what comes with it).
 *
 * The fields are flat (no nested objects or arrays), so a field's error is `errors[field]`.
 */
export function usePublicForm<Values extends FieldValues>({
  namespace,
  idPrefix,
  fieldOrder,
  resolver,
  defaultValues,
  messageClassName,
  fieldClassName,
  hintClassName,
}: {
  namespace: PublicFormNamespace;
  idPrefix: string;
  /** The fields in the order they appear. */
  fieldOrder: readonly FieldPath<Values>[];
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** The message slot's class. */
  messageClassName: string | undefined;
  /** The class of a field's box (label, input, message). */
  fieldClassName: string | undefined;
  /** The class of a text field's hint. */
  hintClassName?: string;
}) {
  const t = useTranslations(namespace);
  const form = useForm<Values>({ resolver, defaultValues, mode: 'onBlur', reValidateMode: 'onBlur', shouldFocusError: false });
  // Flat fields: each field's error, if any, is at its own name.
  const errors = form.formState.errors as Partial<Record<FieldPath<Values>, FieldError>>;

  const focusFirstInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = fieldOrder.find((field) => invalid[field]);
    if (first) form.setFocus(first);
  };
  const describe = (field: FieldPath<Values>) => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    return t.has(`errors.${code}` as 'errors.required') ? t(`errors.${code}` as 'errors.required') : code;
  };
  const a11y = (field: FieldPath<Values>) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idPrefix}-${field}-error` : undefined,
  });
  const message = (field: FieldPath<Values>) => (
    <p id={`${idPrefix}-${field}-error`} className={messageClassName}>
      {errors[field] ? describe(field) : null}
    </p>
  );

  const textField = (field: FieldPath<Values>, label: ReactNode, { rows, hint, ...input }: TextInputProps = {}) => {
    const id = `${idPrefix}-${field}`;
    const describedBy = [a11y(field)['aria-describedby'], hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
    const props = { id, ...input, ...form.register(field), ...a11y(field), 'aria-describedby': describedBy };
    return (
      <div className={fieldClassName}>
        <label htmlFor={id}>{label}</label>
        {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
        {hint ? (
          <p id={`${id}-hint`} className={hintClassName}>
            {hint}
          </p>
        ) : null}
        {message(field)}
      </div>
    );
  };
  const honeypot = () => (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${idPrefix}-website`}>Website</label>
      <input id={`${idPrefix}-website`} tabIndex={-1} autoComplete="off" {...form.register('website' as FieldPath<Values>)} />
    </div>
  );

  return { ...form, focusFirstInvalid, describe, a11y, message, textField, honeypot };
}

/** What a text field's input may set besides what the form sets; `rows` makes it a textarea; `hint` is shown under it. */
type TextInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder'> & { rows?: number; hint?: ReactNode };
