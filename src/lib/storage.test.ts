import { describe, it, expect, afterEach, vi } from 'vitest';
import {
  STORAGE_KEYS,
  type StorageLike,
  readString,
  writeString,
  removeKey,
  readJson,
  writeJson,
  getAccessToken,
  setAccessToken,
  removeAccessToken,
  getUserInfo,
  setUserInfo,
  removeUserInfo,
  getRealtorInfo,
  setRealtorInfo,
  removeRealtorInfo,
  getLoginMethod,
  setLoginMethod,
  removeLoginMethod,
  clearAuthStorage,
} from './storage';

/** Minimal in-memory implementation of the DOM Storage interface. */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
}

/** Storage whose every operation throws (Safari private mode / disabled storage). */
const throwingStorage: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('STORAGE_KEYS', () => {
  it('uses the spec key names', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      userInfo: 'userInfo',
      realtorInfo: 'realtorInfo',
      realtorLoginMethod: 'realtorLoginMethod',
    });
  });
});

describe('access token', () => {
  it('round-trips as a raw (non-JSON) string', () => {
    const s = new MemoryStorage();
    expect(getAccessToken(s)).toBeNull();
    expect(setAccessToken('abc.def.ghi', s)).toBe(true);
    expect(s.getItem('accessToken')).toBe('abc.def.ghi');
    expect(getAccessToken(s)).toBe('abc.def.ghi');
    expect(removeAccessToken(s)).toBe(true);
    expect(getAccessToken(s)).toBeNull();
    expect(s.length).toBe(0);
  });
  it('reads a token written by other code verbatim', () => {
    const s = new MemoryStorage();
    s.setItem('accessToken', '"quoted"');
    expect(getAccessToken(s)).toBe('"quoted"');
  });
  it('treats an empty token as absent; setting "" removes the key', () => {
    const s = new MemoryStorage();
    s.setItem('accessToken', '');
    expect(getAccessToken(s)).toBeNull();
    setAccessToken('t', s);
    expect(setAccessToken('', s)).toBe(true);
    expect(s.getItem('accessToken')).toBeNull();
  });
});

describe('JSON entries', () => {
  const cases = [
    { name: 'user info', key: 'userInfo', get: getUserInfo, set: setUserInfo, remove: removeUserInfo },
    { name: 'realtor info', key: 'realtorInfo', get: getRealtorInfo, set: setRealtorInfo, remove: removeRealtorInfo },
    { name: 'login method', key: 'realtorLoginMethod', get: getLoginMethod, set: setLoginMethod, remove: removeLoginMethod },
  ] as const;

  for (const c of cases) {
    describe(c.name, () => {
      it('round-trips JSON under its key', () => {
        const s = new MemoryStorage();
        const value = { id: 7, name: 'Kim', tags: ['a', 'b'], nested: { ok: true } };
        expect(c.get(s)).toBeNull();
        expect(c.set(value, s)).toBe(true);
        expect(s.getItem(c.key)).toBe(JSON.stringify(value));
        expect(c.get(s)).toEqual(value);
        expect(c.remove(s)).toBe(true);
        expect(c.get(s)).toBeNull();
      });
      it('reads corrupt JSON as null without throwing', () => {
        const s = new MemoryStorage();
        s.setItem(c.key, '{not json');
        expect(() => c.get(s)).not.toThrow();
        expect(c.get(s)).toBeNull();
        s.setItem(c.key, 'undefined');
        expect(c.get(s)).toBeNull();
        s.setItem(c.key, '');
        expect(c.get(s)).toBeNull();
      });
      it('never throws with a throwing storage', () => {
        expect(c.get(throwingStorage)).toBeNull();
        expect(c.set({ a: 1 }, throwingStorage)).toBe(false);
        expect(c.remove(throwingStorage)).toBe(false);
      });
    });
  }

  it('stores primitive JSON values (login method may be a string)', () => {
    const s = new MemoryStorage();
    setLoginMethod('kakao', s);
    expect(s.getItem('realtorLoginMethod')).toBe('"kakao"');
    expect(getLoginMethod<string>(s)).toBe('kakao');
    setLoginMethod(false, s);
    expect(getLoginMethod(s)).toBe(false);
    setLoginMethod(0, s);
    expect(getLoginMethod(s)).toBe(0);
  });
  it('typed getters return the caller type', () => {
    const s = new MemoryStorage();
    setUserInfo({ email: 'a@b.co' }, s);
    const info = getUserInfo<{ email: string }>(s);
    expect(info?.email).toBe('a@b.co');
  });
});

describe('readJson / writeJson', () => {
  it('round-trips arbitrary keys', () => {
    const s = new MemoryStorage();
    expect(writeJson('custom', [1, 2, 3], s)).toBe(true);
    expect(readJson<number[]>('custom', s)).toEqual([1, 2, 3]);
  });
  it('stored "null" reads as null', () => {
    const s = new MemoryStorage();
    writeJson('k', null, s);
    expect(s.getItem('k')).toBe('null');
    expect(readJson('k', s)).toBeNull();
  });
  it('writing undefined removes the key', () => {
    const s = new MemoryStorage();
    s.setItem('k', '1');
    expect(writeJson('k', undefined, s)).toBe(true);
    expect(s.getItem('k')).toBeNull();
  });
  it('returns false (and keeps the old value) when the value cannot be serialised', () => {
    const s = new MemoryStorage();
    s.setItem('k', '"old"');
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(writeJson('k', cyclic, s)).toBe(false);
    expect(writeJson('k', { n: 10n }, s)).toBe(false);
    expect(readJson('k', s)).toBe('old');
  });
  it('readString / writeString / removeKey work on raw values', () => {
    const s = new MemoryStorage();
    expect(writeString('raw', 'x', s)).toBe(true);
    expect(readString('raw', s)).toBe('x');
    expect(removeKey('raw', s)).toBe(true);
    expect(readString('raw', s)).toBeNull();
  });
});

describe('no storage available', () => {
  it('explicit null storage: getters null, setters/removers no-ops returning false', () => {
    expect(getAccessToken(null)).toBeNull();
    expect(setAccessToken('t', null)).toBe(false);
    expect(removeAccessToken(null)).toBe(false);
    expect(getUserInfo(null)).toBeNull();
    expect(setUserInfo({}, null)).toBe(false);
    expect(readJson('k', null)).toBeNull();
    expect(writeJson('k', 1, null)).toBe(false);
    expect(clearAuthStorage(null)).toBe(false);
  });
  it('no global localStorage (server): defaults behave as no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(getAccessToken()).toBeNull();
    expect(setAccessToken('t')).toBe(false);
    expect(getRealtorInfo()).toBeNull();
    expect(removeLoginMethod()).toBe(false);
    expect(clearAuthStorage()).toBe(false);
  });
  it('a global localStorage lacking the Storage methods is ignored', () => {
    vi.stubGlobal('localStorage', {});
    expect(getAccessToken()).toBeNull();
    expect(setAccessToken('t')).toBe(false);
  });
  it('a global localStorage getter that throws is treated as no storage', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: access denied');
      },
    });
    try {
      expect(getAccessToken()).toBeNull();
      expect(setUserInfo({ a: 1 })).toBe(false);
      expect(clearAuthStorage()).toBe(false);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('default storage', () => {
  it('uses globalThis.localStorage when present', () => {
    const s = new MemoryStorage();
    vi.stubGlobal('localStorage', s);
    expect(setAccessToken('tok')).toBe(true);
    expect(setRealtorInfo({ slug: 'kim' })).toBe(true);
    expect(s.getItem('accessToken')).toBe('tok');
    expect(getAccessToken()).toBe('tok');
    expect(getRealtorInfo()).toEqual({ slug: 'kim' });
  });
  it('an explicit storage argument wins over the global one', () => {
    const global = new MemoryStorage();
    const local = new MemoryStorage();
    vi.stubGlobal('localStorage', global);
    setAccessToken('mine', local);
    expect(local.getItem('accessToken')).toBe('mine');
    expect(global.getItem('accessToken')).toBeNull();
  });
});

describe('clearAuthStorage', () => {
  it('removes all four auth keys and leaves other keys alone', () => {
    const s = new MemoryStorage();
    setAccessToken('t', s);
    setUserInfo({ id: 1 }, s);
    setRealtorInfo({ id: 2 }, s);
    setLoginMethod('email', s);
    s.setItem('theme', 'dark');
    expect(clearAuthStorage(s)).toBe(true);
    for (const key of Object.values(STORAGE_KEYS)) expect(s.getItem(key)).toBeNull();
    expect(s.getItem('theme')).toBe('dark');
    expect(s.length).toBe(1);
  });
  it('keeps removing after a failure and reports false', () => {
    const s = new MemoryStorage();
    setAccessToken('t', s);
    setUserInfo({ id: 1 }, s);
    const flaky: StorageLike = {
      getItem: (k) => s.getItem(k),
      setItem: (k, v) => s.setItem(k, v),
      removeItem: (k) => {
        if (k === STORAGE_KEYS.accessToken) throw new Error('boom');
        s.removeItem(k);
      },
    };
    expect(clearAuthStorage(flaky)).toBe(false);
    expect(s.getItem('accessToken')).toBe('t');
    expect(s.getItem('userInfo')).toBeNull();
  });
  it('never throws with a throwing storage', () => {
    expect(() => clearAuthStorage(throwingStorage)).not.toThrow();
    expect(getAccessToken(throwingStorage)).toBeNull();
    expect(setAccessToken('t', throwingStorage)).toBe(false);
    expect(readString('k', throwingStorage)).toBeNull();
    expect(writeString('k', 'v', throwingStorage)).toBe(false);
    expect(removeKey('k', throwingStorage)).toBe(false);
  });
});
