import { describe, expect, it } from 'vitest';
import { EQUITY_REALTY, SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import en from './messages/en.json';

/** British spellings an American reader of the English pages would stumble on (issue #29). */
const BRITISH = /\b\w*(?:organis|recognis|specialis(?:e|ing|ation)|colour|favour|neighbour|centre|licence|behaviour|catalogue)\w*/gi;

function* texts(value: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof value === 'string') yield [path.join('.'), value];
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* texts(inner, [...path, key]);
}

describe('the English messages', () => {
  it('are spelt the US way ("organized", "color", "recognized")', () => {
    const british = [...texts(en)]
      .flatMap(([path, text]) => (text.match(BRITISH) ?? []).map((word) => `${path}: ${word}`));
    expect(british).toEqual([]);
  });
});

describe("the sample realtors' English", () => {
  it('is spelt the US way too ("specializing", "neighbors")', () => {
    const british = [...texts([...SAMPLE_REALTORS, EQUITY_REALTY])].flatMap(([path, text]) => (text.match(BRITISH) ?? []).map((word) => `${path}: ${word}`));
    expect(british).toEqual([]);
  });
});
