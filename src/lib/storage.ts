/**
 * Browser local storage helpers (spec §3 "Browser local storage").
 *
 * Four keys live in `localStorage`: the access token (raw string) and the user
 * info, realtor info and realtor login-method value (JSON). Every helper takes an
 * optional Storage-like argument, defaulting to `globalThis.localStorage` when it
 * exists, so the module is isomorphic:
 * - no storage (server, tests) -> getters return null, setters/removers are no-ops;
 * - corrupt JSON reads as null;
 * - a throwing storage (Safari private mode, quota exceeded, disabled storage)
 *   never throws out of these helpers — setters/removers report `false` instead.
 */

/** The subset of the DOM `Storage` interface these helpers need. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userInfo: 'userInfo',
  realtorInfo: 'realtorInfo',
  realtorLoginMethod: 'realtorLoginMethod',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** `globalThis.localStorage` if present and usable; merely touching it can throw (SecurityError). */
function defaultStorage(): StorageLike | null {
  try {
    const candidate: unknown = (globalThis as { localStorage?: unknown }).localStorage;
    return isStorageLike(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

function isStorageLike(value: unknown): value is StorageLike {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<Record<keyof StorageLike, unknown>>;
  return (
    typeof s.getItem === 'function' &&
    typeof s.setItem === 'function' &&
    typeof s.removeItem === 'function'
  );
}

/** `undefined` -> default storage; explicit `null` -> "no storage". */
function resolve(storage: StorageLike | null | undefined): StorageLike | null {
  return storage === undefined ? defaultStorage() : storage;
}

// ---------------------------------------------------------------------------
// Generic primitives
// ---------------------------------------------------------------------------

/** Raw string value, or null when missing / no storage / storage throws. */
export function readString(key: string, storage?: StorageLike | null): string | null {
  const s = resolve(storage);
  if (!s) return null;
  try {
    return s.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a raw string. Returns false when there is no storage or it throws. */
export function writeString(key: string, value: string, storage?: StorageLike | null): boolean {
  const s = resolve(storage);
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key. Returns false when there is no storage or it throws. */
export function removeKey(key: string, storage?: StorageLike | null): boolean {
  const s = resolve(storage);
  if (!s) return false;
  try {
    s.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Parsed JSON value, or null when missing, corrupt, or unreadable. The result is
 * NOT validated against `T`; validate (e.g. with zod) where the shape matters.
 */
export function readJson<T = unknown>(key: string, storage?: StorageLike | null): T | null {
  const raw = readString(key, storage);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Stores `value` as JSON. `undefined` (which JSON cannot represent) removes the key.
 * Returns false when serialisation fails (cycles, BigInt) or storage is missing/throws.
 */
export function writeJson(key: string, value: unknown, storage?: StorageLike | null): boolean {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return false;
  }
  if (json === undefined) return removeKey(key, storage);
  return writeString(key, json, storage);
}

// ---------------------------------------------------------------------------
// Access token (raw string)
// ---------------------------------------------------------------------------

/** Access token, or null when absent (an empty string also counts as absent). */
export function getAccessToken(storage?: StorageLike | null): string | null {
  const token = readString(STORAGE_KEYS.accessToken, storage);
  return token ? token : null;
}

/** Stores the access token as a raw string; an empty token removes the key. */
export function setAccessToken(token: string, storage?: StorageLike | null): boolean {
  if (token === '') return removeAccessToken(storage);
  return writeString(STORAGE_KEYS.accessToken, token, storage);
}

export function removeAccessToken(storage?: StorageLike | null): boolean {
  return removeKey(STORAGE_KEYS.accessToken, storage);
}

// ---------------------------------------------------------------------------
// User info (JSON)
// ---------------------------------------------------------------------------

export function getUserInfo<T = unknown>(storage?: StorageLike | null): T | null {
  return readJson<T>(STORAGE_KEYS.userInfo, storage);
}

export function setUserInfo(info: unknown, storage?: StorageLike | null): boolean {
  return writeJson(STORAGE_KEYS.userInfo, info, storage);
}

export function removeUserInfo(storage?: StorageLike | null): boolean {
  return removeKey(STORAGE_KEYS.userInfo, storage);
}

// ---------------------------------------------------------------------------
// Realtor info (JSON)
// ---------------------------------------------------------------------------

export function getRealtorInfo<T = unknown>(storage?: StorageLike | null): T | null {
  return readJson<T>(STORAGE_KEYS.realtorInfo, storage);
}

export function setRealtorInfo(info: unknown, storage?: StorageLike | null): boolean {
  return writeJson(STORAGE_KEYS.realtorInfo, info, storage);
}

export function removeRealtorInfo(storage?: StorageLike | null): boolean {
  return removeKey(STORAGE_KEYS.realtorInfo, storage);
}

// ---------------------------------------------------------------------------
// Realtor login method (JSON)
// ---------------------------------------------------------------------------

export function getLoginMethod<T = unknown>(storage?: StorageLike | null): T | null {
  return readJson<T>(STORAGE_KEYS.realtorLoginMethod, storage);
}

export function setLoginMethod(method: unknown, storage?: StorageLike | null): boolean {
  return writeJson(STORAGE_KEYS.realtorLoginMethod, method, storage);
}

export function removeLoginMethod(storage?: StorageLike | null): boolean {
  return removeKey(STORAGE_KEYS.realtorLoginMethod, storage);
}

// ---------------------------------------------------------------------------

/**
 * Removes all four auth keys (logout). Keeps going if one removal throws;
 * returns true only if every removal succeeded.
 */
export function clearAuthStorage(storage?: StorageLike | null): boolean {
  const s = resolve(storage);
  let ok = true;
  for (const key of Object.values(STORAGE_KEYS)) {
    if (!removeKey(key, s)) ok = false;
  }
  return ok;
}
