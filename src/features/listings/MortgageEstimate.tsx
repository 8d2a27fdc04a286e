'use client';

import { useId, useState } from 'react';
import { formatThousands, formatUsd } from '@/lib/format';
import { downPaymentFromPercent, estimateMortgage } from '@/lib/mortgage';
import { LOAN_TERMS } from '@/lib/schemas/loan-inquiry-limits';
import styles from './Listings.module.css';
import { LoanInquiryForm } from './LoanInquiryForm';

export interface MortgageLabels {
  title: string;
  price: string;
  downPayment: string;
  downPaymentUnit: string;
  percent: string;
  dollars: string;
  rate: string;
  term: string;
  years: string;
  taxRate: string;
  insurance: string;
  hoa: string;
  monthly: string;
  principalAndInterest: string;
  tax: string;
  insuranceMonthly: string;
  hoaMonthly: string;
  total: string;
  lender: string;
  note: string;
}


/** A number typed by a visitor ("812,000", "6.5"), or 0. */
function typed(value: string): number {
  const n = Number(value.replace(/[,\s$%]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/**
 * The monthly payment estimate of a for-sale listing (issue #24): the price prefilled, the down
 * payment as an amount or a percentage, rate and term; principal and interest, tax, insurance,
 * HOA and the total in the page's number format, announced politely as they change. Rendered
 * on the server with its defaults, so the estimate is there before (and without) JavaScript.
 * Labels come translated from the server (no message catalogue in the browser). With `loan`, a
 * "talk to a loan officer" form below sends the estimate on the screen to the lender
 * (LoanInquiryForm, which reads its messages from the page's provider).
 */
export function MortgageEstimate({
  price: listPrice,
  locale,
  taxRatePercent,
  hoaMonthly,
  labels,
  loan,
}: {
  price: number;
  locale: string;
  taxRatePercent: number;
  /** The listing's HOA dues per month, when the feed states them. */
  hoaMonthly?: number | null;
  labels: MortgageLabels;
  /** The realtor and listing the page is of, and the lender's name: the loan officer form. */
  loan?: { realtorId: number; listingKey: string; lender: string };
}) {
  const id = useId();
  const [price, setPrice] = useState(formatThousands(listPrice));
  const [down, setDown] = useState('20');
  const [unit, setUnit] = useState<'percent' | 'dollars'>('percent');
  const [rate, setRate] = useState('6.5');
  const [years, setYears] = useState<(typeof LOAN_TERMS)[number]>(30);
  const [tax, setTax] = useState(String(taxRatePercent));
  const [insurance, setInsurance] = useState(formatThousands(1500));
  const [hoa, setHoa] = useState(formatThousands(hoaMonthly ?? 0));

  const priceValue = typed(price);
  const downPayment = unit === 'percent' ? downPaymentFromPercent(priceValue, Math.min(100, typed(down))) : typed(down);
  const estimate = estimateMortgage({
    price: priceValue,
    downPayment,
    annualRatePercent: typed(rate),
    years,
    taxRatePercent: typed(tax),
    insurancePerYear: typed(insurance),
    hoaPerMonth: typed(hoa),
  });
  const money = (value: number) => formatUsd(value, locale);
  // Dollars are written with the page's separators once the visitor leaves the field ("1,270,000").
  const field = (key: string, label: string, value: string, set: (v: string) => void, unit: '$' | '%') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <span className={styles.unit}>
        {unit === '$' ? <span aria-hidden="true">$</span> : null}
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          value={value}
          onChange={(event) => set(event.target.value)}
          onBlur={unit === '$' ? () => set(formatThousands(typed(value))) : undefined}
          autoComplete="off"
        />
        {unit === '%' ? <span aria-hidden="true">%</span> : null}
      </span>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className={styles.block}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <form className={styles.mortgage} onSubmit={(event) => event.preventDefault()}>
        {field('price', labels.price, price, setPrice, '$')}
        <div className={styles.field}>
          <label htmlFor={`${id}-down`}>{labels.downPayment}</label>
          <span className={styles.unit}>
            <input id={`${id}-down`} inputMode="decimal" value={down} onChange={(event) => setDown(event.target.value)} autoComplete="off" />
            <select
              aria-label={labels.downPaymentUnit}
              value={unit}
              onChange={(event) => {
                const next = event.target.value === 'dollars' ? 'dollars' : 'percent';
                // Keep the same down payment in the other unit.
                setDown(next === 'dollars' ? formatThousands(downPayment) : String(priceValue ? Math.round((downPayment / priceValue) * 1000) / 10 : 0));
                setUnit(next);
              }}
            >
              <option value="percent">{labels.percent}</option>
              <option value="dollars">{labels.dollars}</option>
            </select>
          </span>
        </div>
        {field('rate', labels.rate, rate, setRate, '%')}
        <div className={styles.field}>
          <label htmlFor={`${id}-term`}>{labels.term}</label>
          <select id={`${id}-term`} value={years} onChange={(event) => setYears(LOAN_TERMS.find((term) => term === Number(event.target.value)) ?? 30)}>
            {LOAN_TERMS.map((term) => (
              <option key={term} value={term}>
                {labels.years.replace('{years}', String(term))}
              </option>
            ))}
          </select>
        </div>
        {field('tax', labels.taxRate, tax, setTax, '%')}
        {field('insurance', labels.insurance, insurance, setInsurance, '$')}
        {field('hoa', labels.hoa, hoa, setHoa, '$')}
      </form>
      <h3>{labels.monthly}</h3>
      <dl className={styles.facts} aria-live="polite">
        <div className={styles.total}>
          <dt>{labels.total}</dt>
          <dd>
            <strong>{money(estimate.total)}</strong>
          </dd>
        </div>
        <div>
          <dt>{labels.principalAndInterest}</dt>
          <dd>{money(estimate.principalAndInterest)}</dd>
        </div>
        <div>
          <dt>{labels.tax}</dt>
          <dd>{money(estimate.tax)}</dd>
        </div>
        <div>
          <dt>{labels.insuranceMonthly}</dt>
          <dd>{money(estimate.insurance)}</dd>
        </div>
        <div>
          <dt>{labels.hoaMonthly}</dt>
          <dd>{money(estimate.hoa)}</dd>
        </div>
      </dl>
      <p>{labels.lender}</p>
      <p className={styles.disclaimer}>{labels.note}</p>
      {loan ? (
        <LoanInquiryForm
          {...loan}
          estimate={{ price: priceValue, downPayment: Math.min(downPayment, priceValue), ratePercent: typed(rate), termYears: years, monthlyTotal: estimate.total }}
        />
      ) : null}
    </section>
  );
}
