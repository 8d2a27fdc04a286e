import { loadDefaultJapaneseParser } from 'budoux';
import { Fragment } from 'react';
import { joinAtMiddleDots } from '@/lib/japanese-text';
import styles from './JapanesePhrases.module.css';

const parser = loadDefaultJapaneseParser();

/**
 * A paragraph of Japanese that a realtor wrote, breaking only between BudouX's phrases: each phrase
 * boundary gets a <wbr>, the paragraph keeps every other run of letters whole (word-break:
 * keep-all), and names stay whole at their "・" (joinAtMiddleDots), where keep-all alone still
 * breaks. Chromium's own phrase model (word-break: auto-phrase, which the product's text
 * uses) splits words that a reader keeps together: "どう / ぞ", "グレース・ / キム". The browser
 * line-break test holds every page's Japanese to BudouX's phrases. Server-side only: the parser
 * never reaches the browser.
 */
export function JapaneseParagraph({ text }: { text: string }) {
  return (
    <p className={styles.phrases}>
      {parser.parse(text).map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {joinAtMiddleDots(phrase)}
        </Fragment>
      ))}
    </p>
  );
}
