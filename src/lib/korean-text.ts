/**
 * Word joiners (U+2060) that keep a Korean word whole across its brackets and quotes: Korean
 * breaks lines only between words (`word-break: keep-all`, globals.css), but Chromium still breaks
 * before an opening bracket and after a closing bracket or quote inside a word, so a particle was
 * left alone at the start of a line ("조(조한나) / 입니다", "하이픈 / (-)만", "‘집’ / 을"). The joiners
 * go between a word and the opening bracket or quote right after it, and between a closing
 * bracket or quote and the Hangul right after it. A run longer than its line still wraps
 * (overflow-wrap: anywhere). The joiner is invisible and not read aloud.
 */
const WORD_JOINER = '\u2060';
const BEFORE_OPENING = /(?<=\S)(?=[([{“‘「『〈《])/gu;
const AFTER_CLOSING = /(?<=[)\]}”’」』〉》])(?=\p{Script=Hangul})/gu;

export function keepKoreanWordsWhole(text: string): string {
  return text.replace(BEFORE_OPENING, WORD_JOINER).replace(AFTER_CLOSING, WORD_JOINER);
}
