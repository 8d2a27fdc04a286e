import { describe, it, expect } from 'vitest';
import ko from './ko';
import en from './en';
import ja from './ja-JP';
import { AGREEMENT_VERSION, loadLegalContent } from './index';
import type { LegalContent, LegalDocument } from './types';

const locales: Record<'ko' | 'en' | 'ja-JP', LegalContent> = { ko, en, 'ja-JP': ja };
const entries = Object.entries(locales) as [keyof typeof locales, LegalContent][];
const docKeys = ['terms', 'privacy', 'agreement'] as const;

/** Every user-visible string of a document, with a label for readable failures. */
function strings(doc: LegalDocument): [string, string][] {
  const out: [string, string][] = [
    ['title', doc.title],
    ['updated', doc.updated],
    ['intro', doc.intro],
  ];
  for (const s of doc.sections) {
    out.push([`${s.id}.id`, s.id], [`${s.id}.heading`, s.heading]);
    s.paragraphs.forEach((p, i) => out.push([`${s.id}.paragraphs[${i}]`, p]));
    s.list?.forEach((item, i) => out.push([`${s.id}.list[${i}]`, item]));
  }
  return out;
}

const sectionIds = (doc: LegalDocument) => doc.sections.map((s) => s.id);

describe('legal content', () => {
  it('has the same document keys in every language', () => {
    for (const [, content] of entries) {
      expect(Object.keys(content).sort()).toEqual([...docKeys].sort());
    }
  });

  it('has the same section ids in the same order per document', () => {
    for (const key of docKeys) {
      const reference = sectionIds(en[key]);
      expect(reference.length).toBeGreaterThan(0);
      for (const [locale, content] of entries) {
        expect(sectionIds(content[key]), `${locale}.${key}`).toEqual(reference);
      }
    }
  });

  it('uses unique kebab-case section ids', () => {
    for (const key of docKeys) {
      const ids = sectionIds(en[key]);
      expect(new Set(ids).size, key).toBe(ids.length);
      for (const id of ids) expect(id, key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('has non-empty plain-text strings everywhere', () => {
    for (const [locale, content] of entries) {
      for (const key of docKeys) {
        const doc = content[key];
        for (const section of doc.sections) {
          expect(section.paragraphs.length, `${locale}.${key}.${section.id}`).toBeGreaterThan(0);
          if (section.list) expect(section.list.length, `${locale}.${key}.${section.id}.list`).toBeGreaterThan(0);
        }
        for (const [label, value] of strings(doc)) {
          const where = `${locale}.${key}.${label}`;
          expect(typeof value, where).toBe('string');
          expect(value.trim().length, where).toBeGreaterThan(0);
          expect(value, where).not.toMatch(/<\/?[a-z][^>]*>/i);
        }
      }
    }
  });

  it('has lists in the same sections in every language', () => {
    for (const key of docKeys) {
      const shape = (c: LegalContent) => c[key].sections.map((s) => [s.id, s.paragraphs.length, s.list?.length ?? 0]);
      for (const [locale, content] of entries) {
        expect(shape(content), `${locale}.${key}`).toEqual(shape(en));
      }
    }
  });

  it('mentions the CCPA and the language cookie in the privacy policy', () => {
    for (const [locale, content] of entries) {
      const text = strings(content.privacy)
        .map(([, v]) => v)
        .join('\n');
      expect(text, locale).toContain('CCPA');
      expect(text, locale).toContain('i18n_redirected');
      expect(text, locale).toContain('privacy@example.com');
    }
  });

  it('states the agreement version in the agreement', () => {
    expect(AGREEMENT_VERSION).toBe('2026-11-01');
    for (const [locale, content] of entries) {
      expect(content.agreement.intro, locale).toContain(AGREEMENT_VERSION);
    }
  });

  it('loads each language on demand', async () => {
    for (const [locale, content] of entries) {
      await expect(loadLegalContent(locale)).resolves.toBe(content);
    }
  });
});
