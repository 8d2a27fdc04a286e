/**
 * The visitor's choice about analytics and monitoring, kept in local storage. No third-party
 * script loads before it is 'granted' (docs/decisions/014-observability.md).
 */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'consent';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: Storage | undefined): ConsentChoice | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = (JSON.parse(raw) as { choice?: unknown }).choice;
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice with its date; false when storage refused it (the choice then lasts the page). */
export function storeConsent(storage: Storage | undefined, choice: ConsentChoice, now = new Date()): boolean {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now.toISOString() }));
    return Boolean(storage);
  } catch {
    return false;
  }
}
