/** Version detection and the chunk-failure reload guard (SPEC §4, §9). */
export const RELOAD_GUARD_MS = 10_000;
export const CHECK_INTERVAL_MS = 5 * 60_000;

export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}

/** Whether a failed chunk may reload this path now: at most once per path within 10 s. */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, path: string, now: number): boolean {
  const key = `chunk-reload:${path}`;
  try {
    const last = storage?.getItem(key);
    if (last !== null && last !== undefined && now - Number(last) < RELOAD_GUARD_MS) return false;
    storage?.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(text);
}
