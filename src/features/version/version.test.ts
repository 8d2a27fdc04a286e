import { describe, expect, it } from 'vitest';
import { isChunkLoadError, latestBuildUrl, mayReload } from './version';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('version detection helpers', () => {
  it('asks for the latest build with a timestamp query', () => {
    expect(latestBuildUrl(1234)).toBe('/builds/latest.json?t=1234');
  });

  it('reloads a path at most once within 10 s', () => {
    const storage = memory();
    expect(mayReload(storage, '/en', 1_000)).toBe(true);
    expect(mayReload(storage, '/en', 5_000)).toBe(false);
    expect(mayReload(storage, '/ja-JP', 5_000)).toBe(true);
    expect(mayReload(storage, '/en', 11_001)).toBe(true);
  });

  it('never reloads when storage is unavailable', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => {} };
    expect(mayReload(broken, '/', 1)).toBe(false);
  });

  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
