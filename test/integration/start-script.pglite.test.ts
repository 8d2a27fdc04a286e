import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['GTM_ID', 'UA-123'],
    ['DATABASE_URL', 'mysql://localhost/x'],
  ])('stops at once on a bad %s, naming the variable', (key, value) => {
    const result = spawnSync('npx', ['tsx', 'scripts/start.ts'], {
      env: { ...process.env, [key]: value },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${key}:`);
    expect(result.stdout).not.toContain('building');
  }, 60_000);
});
