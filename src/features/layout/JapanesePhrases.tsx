import { Fragment, type ReactNode } from 'react';
import { japanesePhrases } from '@/lib/japanese-phrases';
import { joinAtMiddleDots } from '@/lib/japanese-text';
import { keepKoreanWordsWhole } from '@/lib/korean-text';
import styles from './JapanesePhrases.module.css';

/** `text` cut into phrases (japanesePhrases), each passed through `shown`, with a <wbr> between two. */
function phrases(text: string, shown: (phrase: string) => string = (phrase) => phrase): ReactNode[] {
  return japanesePhrases(text).map((phrase, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {shown(phrase)}
    </Fragment>
  ));
}

/**
 * A paragraph of Japanese that a realtor wrote, breaking only between its phrases (japanesePhrases:
 * BudouX's, with a few words kept whole that BudouX cuts): each phrase boundary gets a <wbr>, the
 * paragraph keeps every other run of letters whole (word-break: keep-all), and names stay whole at
 * their "・" (joinAtMiddleDots), where keep-all alone still breaks. Chromium's own phrase model
 * (word-break: auto-phrase, which the product's text uses) splits words that a reader keeps
 * together: "どう / ぞ", "グレース・ / キム". The browser line-break test holds every page's
 * Japanese to these phrases. Server-side only: the parser never reaches the browser.
 */
export function JapaneseParagraph({ text }: { text: string }) {
  return <p className={styles.phrases}>{phrases(text, joinAtMiddleDots)}</p>;
}

/**
 * The product's own Japanese (a heading or a paragraph of the catalog) with a <wbr> between its
 * phrases (japanesePhrases); Korean with its words kept whole; English as it is. Chromium breaks
 * Japanese between its own phrases (word-break: auto-phrase); Safari and Firefox have no phrase
 * model, keep runs of letters whole (keep-all, globals.css) and had no place but anywhere to break
 * a run longer than its line ("お客様が最初に見つ / ける"). The <wbr>s are those phrases' places, and a name
 * written into the text stays whole at its "・" ("グレース・ / キムから", joinAtMiddleDots). Korean
 * keeps a word whole across its brackets and quotes (keepKoreanWordsWhole: "하이픈(-)만", not
 * "하이픈 / (-)만"). The words are unchanged: a <wbr> is no character and the joiners are invisible.
 */
export function phrased(text: string, locale: string): ReactNode {
  if (locale.startsWith('ja')) return phrases(text, joinAtMiddleDots);
  return locale.startsWith('ko') ? keepKoreanWordsWhole(text) : text;
}
