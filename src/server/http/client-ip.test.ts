import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, clientIp, withClientIp } from './client-ip';

describe('clientIp', () => {
  it('without TRUST_PROXY takes the right-most X-Forwarded-For entry (server.mjs puts the socket address there)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '127.0.0.1' }))).toBe('127.0.0.1');
  });
  it('skips the trusted hops it is given', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 127.0.0.1' }), { hops: 1 })).toBe('203.0.113.7');
  });
  it('answers unknown without the header', () => {
    expect(clientIp(new Headers())).toBe('unknown');
  });
});

describe('withClientIp', () => {
  it("replaces whatever the client sent in better-auth's address header", () => {
    const headers = withClientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', [CLIENT_IP_HEADER]: '1.1.1.1' }));
    expect(headers.get(CLIENT_IP_HEADER)).toBe('203.0.113.7');
    expect(withClientIp(new Headers({ [CLIENT_IP_HEADER]: '1.1.1.1' })).has(CLIENT_IP_HEADER)).toBe(false);
  });
});
