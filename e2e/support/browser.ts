/**
 * The Chromium the browser tests drive: Debian's /usr/bin/chromium when present, else the one the
 * @sparticuz/chromium npm package ships (browser downloads are not possible here).
 */
import fs from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export async function chromiumExecutable(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/** Flags for a closed network: no background connections, no sandbox (CI runs as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
