// The production server bound to a loopback address (HOSTNAME=127.0.0.1 or ::1, the usual set-up
// behind a reverse proxy on the same host) serves the Korean, unprefixed pages instead of
// answering them with a redirect to themselves.
//
// It needs the production build, which `npm test` and `npm run test:integration` make first;
// run alone without one, it is skipped, saying why (in CI it fails).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBuild, startAppProcess, type AppProcess } from '../support/app-process';

const missingBuild = hasBuild() ? undefined : 'no build in .next: run `npm run build` first';
if (missingBuild && process.env.CI) throw new Error(`loopback test: ${missingBuild}`);
if (missingBuild) console.warn(`loopback test skipped: ${missingBuild}`);

describe.skipIf(Boolean(missingBuild)).each(['127.0.0.1', '::1'])('a server bound to %s', (hostname) => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startAppProcess({ HOSTNAME: hostname, SEED_DEMO_DATA: '1' }, 60_000);
  }, 90_000);
  afterAll(() => app?.stop(), 30_000);

  it.each(['/', '/terms', '/grace-kim', '/en', '/ja-JP/terms'])('answers %s with its page', async (path) => {
    const response = await fetch(`${app.url}${path}`, { redirect: 'manual', headers: { 'accept-language': 'ko-KR' } });
    expect(response.status, `${path} → ${response.headers.get('location')}`).toBe(200);
    const lang = path.startsWith('/en') ? 'en' : path.startsWith('/ja-JP') ? 'ja-JP' : 'ko';
    expect(await response.text()).toContain(`<html lang="${lang}"`);
  });

  it('still sends /ko/… to its unprefixed address', async () => {
    const response = await fetch(`${app.url}/ko/terms`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!, app.url).pathname).toBe('/terms');
  });
});
