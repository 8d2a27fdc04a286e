/**
 * Which proxies in front of the app are trusted to say who the client is (TRUST_PROXY), and the
 * client address that follows from X-Forwarded-For (docs/decisions/023-sign-in-limits-and-proxy-trust.md).
 * The same walk as Express's `trust proxy`: server.mjs appends the socket's peer to the header, and
 * the entries are read from the right, skipping trusted hops; the first untrusted one is the client.
 *
 *   off (unset, 0, false, no)  no proxy: the peer itself (server.mjs replaces the header with it)
 *   1, true, yes               one trusted hop (the peer): the entry it appended
 *   N                          N trusted hops (e.g. 2 for a CDN and nginx)
 *   10.0.0.0/8, 127.0.0.1 ...  trusted addresses and ranges (IPv4/IPv6, CIDR, and the names
 *                              loopback, linklocal, uniquelocal): skip those, whatever their number
 *
 * Pure (no environment): env.ts parses the setting with it, client-ip.ts applies it.
 */
import { BlockList, isIP } from 'node:net';

export type ProxyTrust = { readonly hops: number } | { readonly addresses: readonly string[] };

const OFF = new Set(['', '0', 'false', 'no']);
const ONE = new Set(['1', 'true', 'yes']);
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
const MAX_HOPS = 16;

export class ProxyTrustError extends Error {}

/** TRUST_PROXY as written → the setting; throws ProxyTrustError naming the bad entry. */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF.has(value)) return { hops: 0 };
  if (ONE.has(value)) return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new ProxyTrustError(`at most ${MAX_HOPS} hops`);
    return { hops };
  }
  const addresses: string[] = [];
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    if (NAMED[entry]) {
      addresses.push(...NAMED[entry]);
      continue;
    }
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || extra !== undefined || !(bits >= 0 && bits <= (family === 6 ? 128 : 32))) {
      throw new ProxyTrustError(
        `"${entry}" is not off, a hop count, an address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
    addresses.push(`${address}/${bits}`);
  }
  if (!addresses.length) return { hops: 0 };
  return { addresses };
}

/** Whether the setting names any proxy (a hop count or trusted addresses). */
export function proxiesTrusted(trust: ProxyTrust): boolean {
  return 'hops' in trust ? trust.hops > 0 : trust.addresses.length > 0;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; anything else unchanged (trimmed). */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

const blockLists = new WeakMap<readonly string[], BlockList>();

function blockListOf(addresses: readonly string[]): BlockList {
  let list = blockLists.get(addresses);
  if (!list) {
    list = new BlockList();
    for (const range of addresses) {
      const [address, bits] = range.split('/');
      list.addSubnet(address!, Number(bits), isIP(address!) === 6 ? 'ipv6' : 'ipv4');
    }
    blockLists.set(addresses, list);
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from an X-Forwarded-For value whose right-most entry is the socket's peer
 * (server.mjs puts it there), or 'unknown' without one. When every entry is trusted, the left-most.
 */
export function resolveClientAddress(forwardedFor: string | null | undefined, trust: ProxyTrust): string {
  const entries = (forwardedFor ?? '').split(',').map(normalizeAddress).filter(Boolean);
  if (!entries.length) return 'unknown';
  if ('hops' in trust) return entries[Math.max(0, entries.length - 1 - trust.hops)]!;
  const list = blockListOf(trust.addresses);
  for (let i = entries.length - 1; i >= 0; i--) {
    if (!trusted(list, entries[i]!)) return entries[i]!;
  }
  return entries[0]!;
}

/**
 * The key that counts an address against a rate limit: an IPv4 address as it is, an IPv6 address
 * by its /64 network (one subscriber gets a whole /64, so single addresses are free to rotate).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
