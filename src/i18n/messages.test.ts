import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './messages/en.json';
import ja from './messages/ja-JP.json';
import ko from './messages/ko.json';
import { loadMessages } from './messages';
import { localizePath, localeCookieString, unprefixedPath } from './locales';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** ICU arguments used by a message, e.g. 'Hello {name}' → ['name'] (parsed, plural branches too). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe('message files', () => {
  it('have the same keys in the three languages', () => {
    expect(keys(en).sort()).toEqual(keys(ko).sort());
    expect(keys(ja).sort()).toEqual(keys(ko).sort());
  });

  it('use the same ICU arguments in each language', () => {
    const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    // The measures of an area that one language adds to the square feet (areaMeasures gives all of them).
    const ownMeasures = new Set(['pyeong', 'sqm']);
    const shared = (message: string) => argumentsOf(message).filter((name) => !ownMeasures.has(name));
    for (const key of keys(ko)) {
      const source = shared(String(get(ko, key)));
      expect(shared(String(get(en, key))), `en ${key}`).toEqual(source);
      expect(shared(String(get(ja, key))), `ja-JP ${key}`).toEqual(source);
    }
  });

  it('have no empty message', () => {
    for (const messages of [ko, en, ja]) {
      for (const key of keys(messages)) expect(key).not.toBe('');
    }
  });
});

describe('loadMessages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads only the requested locale', async () => {
    const load = vi.fn(async (locale: string) => ({ default: locale === 'en' ? en : ko }));
    expect(await loadMessages('en', load)).toBe(en);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('en');
  });

  it("logs 'Failed locale loading' and falls back to Korean when a locale fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (locale: string) => {
      if (locale === 'ja-JP') throw new Error('chunk failed');
      return { default: ko };
    });
    expect(await loadMessages('ja-JP', load)).toBe(ko);
    expect(error.mock.calls[0]![0]).toContain('Failed locale loading');
  });
});

describe('locale paths and cookie', () => {
  it('prefixes every locale but Korean', () => {
    expect(localizePath('/', 'ko')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/terms/privacy', 'ja-JP')).toBe('/ja-JP/terms/privacy');
    expect(localizePath('terms', 'ko')).toBe('/terms');
  });

  it("unprefixedPath takes the page language's prefix off a path as the browser shows it", () => {
    expect(unprefixedPath('/en/grace-kim/terms', 'en')).toBe('/grace-kim/terms');
    expect(unprefixedPath('/en', 'en')).toBe('/');
    expect(unprefixedPath('/ja-JP/terms', 'ja-JP')).toBe('/terms');
    // Korean URLs have no prefix, but prerendered and cached pages see their internal '/ko/…' path.
    expect(unprefixedPath('/grace-kim', 'ko')).toBe('/grace-kim');
    expect(unprefixedPath('/ko/terms', 'ko')).toBe('/terms');
    expect(unprefixedPath('/ko', 'ko')).toBe('/');
    expect(unprefixedPath('/', 'en')).toBe('/');
    // Only a whole segment is a prefix.
    expect(unprefixedPath('/english-teacher', 'en')).toBe('/english-teacher');
  });

  it('stores the choice for 365 days, site-wide, SameSite=Lax', () => {
    expect(localeCookieString('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
