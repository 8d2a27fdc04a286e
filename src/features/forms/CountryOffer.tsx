'use client';

import { useTranslations } from 'next-intl';
import styles from './CountryOffer.module.css';

/** The form methods the offer uses, as react-hook-form's `useForm` gives them for a form with a phone. */
export type PhoneFormMethods = {
  setValue(name: 'phoneCountryCode', value: string): void;
  trigger(name: 'phone'): Promise<boolean>;
  setFocus(name: 'phone'): void;
};

/**
 * The message under a phone field when the number belongs to another country than the one chosen
 * (a US number typed on a Korean page, issue #29): it names the country and switches to it, checks
 * the number again and gives the phone field back its focus. `className` places it in the form's
 * message slot.
 */
export function CountryOffer({ id, className, country, form }: { id: string; className: string; country: string; form: PhoneFormMethods }) {
  const t = useTranslations('PhoneField');
  const switchCountry = () => {
    form.setValue('phoneCountryCode', country);
    void form.trigger('phone');
    form.setFocus('phone');
  };
  return (
    <p id={id} className={`${styles.offer} ${className}`}>
      <span>{t('looksLikeUs')}</span>{' '}
      <button type="button" className={styles.switch} onClick={switchCountry}>
        {t('switchToUs')}
      </button>
    </p>
  );
}
