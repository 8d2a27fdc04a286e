import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, storeConsent } from './consent';

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('the consent choice', () => {
  it('is stored with its date and read back', () => {
    const storage = memory();
    expect(readConsent(storage)).toBeNull();
    expect(storeConsent(storage, 'granted', new Date('2026-11-22T10:00:00Z'))).toBe(true);
    expect(JSON.parse(storage.map.get(CONSENT_STORAGE_KEY)!)).toEqual({ choice: 'granted', at: '2026-11-22T10:00:00.000Z' });
    expect(readConsent(storage)).toBe('granted');
    storeConsent(storage, 'denied');
    expect(readConsent(storage)).toBe('denied');
  });

  it('is unknown when the stored value is not a choice, or storage fails', () => {
    const storage = memory();
    storage.setItem(CONSENT_STORAGE_KEY, '{"choice":"maybe"}');
    expect(readConsent(storage)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent(storage)).toBeNull();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(readConsent(broken)).toBeNull();
    expect(storeConsent(broken, 'granted')).toBe(false);
    expect(readConsent(undefined)).toBeNull();
  });
});
