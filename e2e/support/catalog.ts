/**
 * The message catalogs as the browser tests read them: the literal text of each message, to
 * look for English interface text on Korean and Japanese pages (e2e/visible-language.spec.ts).
 */
import fs from 'node:fs';

export type CatalogLocale = 'ko' | 'en' | 'ja-JP';

type Tree = { [key: string]: string | Tree };

/** The catalog of `locale` (src/i18n/messages/{locale}.json) as key path → message. */
export function readCatalog(locale: CatalogLocale): Map<string, string> {
  const tree = JSON.parse(fs.readFileSync(new URL(`../../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Tree;
  const flat = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return flat;
}

/**
 * The literal pieces of an ICU message: what shows on a page whatever the arguments are.
 * Arguments (`{name}`), plural and select options (their texts are pieces too), `#` and rich-text
 * tags (`<link>…</link>`) split the text. "Closed on {date}" → ["Closed on ", ""];
 * "{years, plural, one {# year} other {# years}}" → [" year", " years", …].
 */
export function messagePieces(message: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    pieces.push(current);
    current = '';
  };

  /** Text up to the end, or up to the '}' that closes an option when `nested`. */
  const text = (inPlural: boolean, nested: boolean) => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === '{') {
        flush();
        i++;
        argument();
      } else if (c === '}' && nested) {
        i++;
        break;
      } else if (c === '#' && inPlural) {
        flush();
        i++;
      } else if (c === '<' && /^<\/?\w+>/.test(message.slice(i))) {
        flush();
        i = message.indexOf('>', i) + 1;
      } else {
        current += c;
        i++;
      }
    }
    flush();
  };

  /** After a '{': `name}`, `name, type, style}` or `name, plural|select…, options}`. */
  const argument = () => {
    const head = /^\s*[\w.]+\s*(?:,\s*(\w+)\s*,?)?/.exec(message.slice(i));
    i += head?.[0].length ?? 0;
    const type = head?.[1];
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      for (;;) {
        const option = /^\s*(?:offset:\d+\s+)?(=?[\w-]+)\s*\{/.exec(message.slice(i));
        if (!option) break;
        i += option[0].length;
        text(type !== 'select', true);
      }
    }
    // The rest of the argument (its closing brace, a number or date style) is not text.
    for (let depth = 1; i < message.length && depth > 0; i++) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
    }
  };

  text(false, false);
  return pieces;
}

/** Whitespace collapsed, and punctuation and symbols taken off both ends. */
export function normalizePiece(piece: string): string {
  return piece
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The English interface text that must not show on a page in `locale`: every literal piece of
 * the English catalog with at least four characters and a Latin letter, except pieces that the
 * `locale` catalog itself writes somewhere (brand and proper names it keeps, such as
 * "Built for Realtors", "YouTube" or "Equal Housing Opportunity"). Piece → the English keys.
 */
export function englishOnlyPieces(locale: Exclude<CatalogLocale, 'en'>): Map<string, string[]> {
  const english = readCatalog('en');
  const own = [...readCatalog(locale).values()].map((message) => messagePieces(message).map(normalizePiece).join('\n')).join('\n');
  const pieces = new Map<string, string[]>();
  for (const [key, message] of english) {
    for (const piece of messagePieces(message).map(normalizePiece)) {
      if (piece.length < 4 || !/[A-Za-z]/.test(piece) || own.includes(piece)) continue;
      pieces.set(piece, [...(pieces.get(piece) ?? []), key]);
    }
  }
  return pieces;
}

/** Where `piece` stands in `text` as words of its own (not inside a longer Latin word), or -1. */
export function findPiece(text: string, piece: string): number {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.search(new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`));
}
