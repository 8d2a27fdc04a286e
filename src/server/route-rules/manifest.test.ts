import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, loadRouteRules, parseRouteRulesFile } from './manifest';

describe('the route-rules file', () => {
  it('accepts paths and http(s) targets, and names each bad entry', () => {
    expect(parseRouteRulesFile('{"routeRules":{"/a":{"redirect":"/b"},"/c/**":{"redirect":{"to":"https://x.example.com","statusCode":301}}}}')).toEqual({
      '/a': { redirect: '/b' },
      '/c/**': { redirect: { to: 'https://x.example.com', statusCode: 301 } },
    });
    expect(() => parseRouteRulesFile('{"routeRules":{"a":{"redirect":"/b"}}}')).toThrow(/routeRules\.a/);
    expect(() => parseRouteRulesFile('{"routeRules":{"/a":{"redirect":"javascript:alert(1)"}}}')).toThrow(/path or an http/);
    expect(() => parseRouteRulesFile('{"routeRules":{"/a":{"redirect":"//evil.example.com"}}}')).toThrow(/path or an http/);
    expect(() => parseRouteRulesFile('{"rules":{}}')).toThrow(/Invalid route rules/);
  });

  it('is read again when it changes; a missing file means no rules, a broken one keeps the last good rules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-rules-'));
    const file = path.join(dir, 'route-rules.json');
    try {
      expect(loadRouteRules(file)).toEqual({});
      fs.writeFileSync(file, '{"routeRules":{"/a":{"redirect":"/b"}}}');
      expect(loadRouteRules(file)).toEqual({ '/a': { redirect: '/b' } });
      fs.writeFileSync(file, '{"routeRules":{"/a":{"redirect":"/c"}}}');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(loadRouteRules(file)).toEqual({ '/a': { redirect: '/c' } });
      fs.writeFileSync(file, '{ broken');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      expect(loadRouteRules(file)).toEqual({ '/a': { redirect: '/c' } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('goes into the build manifest with the build id and time', () => {
    expect(buildManifest('b1', '2026-11-22T00:00:00.000Z', {})).toEqual({ id: 'b1', timestamp: Date.parse('2026-11-22T00:00:00.000Z'), routeRules: {} });
  });
});
