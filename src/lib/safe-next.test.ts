import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeNextPath('/grace-kim/admin')).toBe('/grace-kim/admin');
    expect(safeNextPath('/en/admin?tab=inbox#new')).toBe('/en/admin?tab=inbox#new');
  });

  it('refuses anything that leaves the site, and falls back', () => {
    for (const next of ['https://evil.example.com', '//evil.example.com/x', '/\\evil.example.com', '/.//evil.example.com', '/..//evil.example.com', '/%2e//evil.example.com', 'javascript:alert(1)', 'admin', '', null, undefined]) {
      expect(safeNextPath(next, '/fallback'), String(next)).toBe('/fallback');
    }
  });
});
