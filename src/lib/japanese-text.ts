/**
 * A word joiner (U+2060) after each "・" in Japanese text, so a line never breaks inside a name at
 * its middle dot ("グレース・ / キム", "ラ・ / クレセンタ"): Chromium breaks after "・" under every
 * `word-break`, `keep-all` and `auto-phrase` included. The joiner is invisible and not read aloud.
 */
export function joinAtMiddleDots(text: string): string {
  return text.replaceAll('・', '・\u2060');
}
