/**
 * A visitor's name, from the last and first names of the contact form, in the order its script
 * writes it: Korean family name first and joined ("김민수"), Chinese characters and kana family
 * name first with a space ("佐藤 花子"), any other script given name first ("John Smith"). The
 * stored `name` keeps the SPEC's order, last then first (SPEC §3); this is how a person reads it.
 */
const HANGUL_ONLY = /^[\p{Script=Hangul}\s]+$/u;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function personName(lastName: string, firstName: string): string {
  const [last, first] = [lastName.trim(), firstName.trim()];
  if (!last || !first) return last || first;
  const both = last + first;
  if (HANGUL_ONLY.test(both)) return `${last}${first}`;
  if (HAN_OR_KANA.test(both)) return `${last} ${first}`;
  return `${first} ${last}`;
}
