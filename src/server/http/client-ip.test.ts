import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('takes the right-most X-Forwarded-For entry (the one the trusted hop added)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '127.0.0.1' }))).toBe('127.0.0.1');
  });
  it('answers unknown without the header', () => {
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
