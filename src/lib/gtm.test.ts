import { describe, it, expect } from 'vitest';
import { TAG_MANAGER_ID_PATTERN, isValidTagManagerId, assertTagManagerId } from './gtm';

describe('isValidTagManagerId', () => {
  it('accepts GTM- and G- ids with uppercase alphanumerics', () => {
    for (const id of ['GTM-ABC123', 'GTM-K9X2', 'G-1234567890', 'G-ABCDEF', 'GTM-0']) {
      expect(isValidTagManagerId(id), id).toBe(true);
      expect(TAG_MANAGER_ID_PATTERN.test(id), id).toBe(true);
    }
  });
  it('rejects other shapes', () => {
    for (const id of [
      '',
      'GTM-',
      'G-',
      'gtm-ABC123',
      'GTM-abc123',
      'UA-12345-1',
      'GT-ABC',
      'GTM_ABC',
      'GTM-ABC 123',
      ' GTM-ABC',
      'GTM-ABC\n',
      "GTM-ABC');alert(1);//",
      'GTM-ABC-DEF',
    ]) {
      expect(isValidTagManagerId(id), JSON.stringify(id)).toBe(false);
    }
  });
  it('is stateless across calls (no global flag)', () => {
    expect(TAG_MANAGER_ID_PATTERN.flags).toBe('');
    expect(isValidTagManagerId('GTM-A')).toBe(true);
    expect(isValidTagManagerId('GTM-A')).toBe(true);
  });
});

describe('assertTagManagerId', () => {
  it('does not throw for valid ids', () => {
    expect(() => assertTagManagerId('GTM-ABC123')).not.toThrow();
    expect(() => assertTagManagerId('G-XYZ')).not.toThrow();
  });
  it('throws an Error naming the bad id', () => {
    expect(() => assertTagManagerId('UA-1')).toThrow(Error);
    expect(() => assertTagManagerId('UA-1')).toThrow(/"UA-1"/);
    expect(() => assertTagManagerId('')).toThrow(/""/);
  });
});
