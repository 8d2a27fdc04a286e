import { describe, expect, it } from 'vitest';
import { cityName } from './place-names';

describe('cityName', () => {
  it('writes a listed city as Korean and Japanese readers do, whatever its case or spaces', () => {
    expect(cityName('Irvine', 'ko')).toBe('어바인');
    expect(cityName(' johns creek ', 'ja-JP')).toBe('ジョンズクリーク');
  });
  it('keeps a Japanese name on one line: no break after its ・', () => {
    expect(cityName('La Crescenta-Montrose', 'ja-JP')).toBe('ラ・\u2060クレセンタ・\u2060モントローズ');
  });
  it('keeps the city as entered in English and when it is not listed', () => {
    expect(cityName('Irvine', 'en')).toBe('Irvine');
    expect(cityName('Springfield', 'ko')).toBe('Springfield');
  });
});
