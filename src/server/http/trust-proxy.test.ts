import { describe, expect, it } from 'vitest';
import { addressKey, parseProxyTrust, ProxyTrustError, resolveClientAddress } from './trust-proxy';

describe('parseProxyTrust', () => {
  it('keeps the old on/off values: off is no proxy, 1 (true, yes) one trusted hop', () => {
    for (const off of [undefined, '', '0', 'false', 'no', ' FALSE ']) expect(parseProxyTrust(off)).toEqual({ hops: 0 });
    for (const on of ['1', 'true', 'yes', 'Yes']) expect(parseProxyTrust(on)).toEqual({ hops: 1 });
  });

  it('takes a hop count, or addresses, ranges and names', () => {
    expect(parseProxyTrust('2')).toEqual({ hops: 2 });
    expect(parseProxyTrust('10.0.0.0/8, 192.0.2.7,2001:db8::/32, loopback')).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.7/32', '2001:db8::/32', '127.0.0.0/8', '::1/128'],
    });
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0/8', 'fe80::/129', '17', '1.2.3.4/8/1', '1.2.3.4/x'])('refuses %s', (value) => {
    expect(() => parseProxyTrust(value)).toThrow(ProxyTrustError);
  });
});

/** X-Forwarded-For as the app sees it: what the client and proxies sent, then the socket's peer (server.mjs). */
describe('resolveClientAddress', () => {
  it('without a trusted proxy, is the peer whatever the client claims', () => {
    expect(resolveClientAddress('6.6.6.6, 203.0.113.7', { hops: 0 })).toBe('203.0.113.7');
    expect(resolveClientAddress(null, { hops: 0 })).toBe('unknown');
  });

  it('with one trusted hop, is the entry that hop appended (the browser tests send their own)', () => {
    expect(resolveClientAddress('198.19.0.5, 127.0.0.1', { hops: 1 })).toBe('198.19.0.5');
    expect(resolveClientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', { hops: 1 })).toBe('203.0.113.7');
    // A request that came without the header: only the peer, which is then the client.
    expect(resolveClientAddress('::ffff:127.0.0.1', { hops: 1 })).toBe('127.0.0.1');
  });

  it('behind a CDN and nginx (two hops), tells apart the clients of one CDN edge', () => {
    const behindEdge = (client: string) => resolveClientAddress(`6.6.6.6, ${client}, 198.51.100.20, 10.0.0.2`, { hops: 2 });
    expect(behindEdge('203.0.113.7')).toBe('203.0.113.7');
    expect(behindEdge('203.0.113.8')).toBe('203.0.113.8');
    // One hop too many trusted: the left-most (still not a single bucket per edge).
    expect(resolveClientAddress('203.0.113.7, 10.0.0.2', { hops: 3 })).toBe('203.0.113.7');
  });

  it('with trusted ranges, a client that reaches the app directly cannot choose its own address', () => {
    const trust = parseProxyTrust('10.0.0.0/8, loopback');
    expect(resolveClientAddress('1.2.3.4, 203.0.113.50', trust)).toBe('203.0.113.50');
    expect(resolveClientAddress('1.2.3.4, 203.0.113.7, 10.1.1.1, ::ffff:127.0.0.1', trust)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.9, 127.0.0.1', trust)).toBe('10.0.0.9');
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::9')).toBe('2001:db8:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
