/**
 * Japanese text cut into phrases, the places where a line may break: BudouX's phrases (Google's
 * phrase segmenter), except inside a few words its model splits ("どう / ぞお気軽に",
 * "いく / つか"). Server-side only in the product (its model is 40 KB): the pages carry the
 * result as <wbr>s.
 */
import { loadDefaultJapaneseParser } from 'budoux';

const parser = loadDefaultJapaneseParser();

/** Words BudouX's model splits, which a Japanese reader keeps whole. */
export const UNBROKEN_WORDS = ['どうぞ', 'いくつ'] as const;
const unbroken = new RegExp(UNBROKEN_WORDS.join('|'), 'g');

export function japanesePhrases(text: string): string[] {
  const inside = new Set<number>();
  for (const { index, 0: word } of text.matchAll(unbroken)) {
    for (let at = index + 1; at < index + word.length; at++) inside.add(at);
  }
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    if (phrases.length > 0 && inside.has(at)) phrases[phrases.length - 1] += phrase;
    else phrases.push(phrase);
    at += phrase.length;
  }
  return phrases;
}
