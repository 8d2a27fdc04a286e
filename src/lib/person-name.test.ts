import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it("writes each script's order", () => {
    expect(personName('Smith', 'John')).toBe('John Smith');
    expect(personName('김', '민수')).toBe('김민수');
    expect(personName('남궁', '민수')).toBe('남궁민수');
    expect(personName('佐藤', '花子')).toBe('佐藤 花子');
    expect(personName('タナカ', 'ケンジ')).toBe('タナカ ケンジ');
  });

  it('trims, and keeps a single name alone', () => {
    expect(personName(' Smith ', ' John ')).toBe('John Smith');
    expect(personName('Kim', '')).toBe('Kim');
    expect(personName('', '민수')).toBe('민수');
  });
});
