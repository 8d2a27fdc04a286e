import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMainApi, type MainApi } from '@/lib/api-client';
import { HTTP_METHODS, type EndpointDefinition } from '@/server/api/endpoint';
import { ENDPOINTS } from './endpoints';

// The table is read at build (the document is prerendered): it must not open the database.
vi.mock('@/server/db', () => {
  throw new Error('the endpoint table must not import the database');
});

const APP = import.meta.dirname;

/** The folders of the HTTP API: every route file under them is an endpoint of the table. */
const API_FOLDERS = ['v1', 'cozying-api', 'api', 'uploads'];
/** Under the API folders, but not ours to describe: better-auth's own endpoints (src/server/auth/library-routes.ts). */
const NOT_IN_TABLE = ['api/auth/[...all]'];
/** The other route files of the app: operations' and build files, not the API. */
const OTHER_ROUTES = ['builds/latest.json', 'builds/meta/[file]', 'font-cuts/[desiredUrl]/[locale]/[file]', 'healthz', 'metrics', 'readyz'];

function routeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === 'route.ts' ? [path.relative(APP, dir).split(path.sep).join('/')] : [];
  });
}

/** The HTTP methods a route file exports (`export const GET`, `export async function POST`, `export { x as PUT }`). */
function exportedMethods(folder: string): string[] {
  const source = readFileSync(path.join(APP, folder, 'route.ts'), 'utf8');
  const names = HTTP_METHODS.join('|');
  const declared = [...source.matchAll(new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+(${names})\\b`, 'g'))].map((m) => m[1]!);
  const renamed = [...source.matchAll(new RegExp(`export\\s*\\{[^}]*\\bas\\s+(${names})\\b[^}]*\\}`, 'g'))].map((m) => m[1]!);
  return [...declared, ...renamed];
}

/** `v1/realtor/[idOrDesiredUrl]` → the OpenAPI paths it serves (`{name}` for a segment, anything for a catch-all). */
function pathPattern(folder: string): RegExp {
  const source = folder
    .split('/')
    .map((segment) => {
      if (/^\[\.\.\.\w+\]$/.test(segment)) return '.+';
      if (/^\[\w+\]$/.test(segment)) return `\\{${segment.slice(1, -1)}\\}`;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^/${source}$`);
}

async function entriesBeside(folder: string): Promise<EndpointDefinition[]> {
  const file = path.join(APP, folder, 'endpoints.ts');
  expect(existsSync(file), `src/app/${folder}/route.ts has no endpoints.ts beside it`).toBe(true);
  const exports = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  return Object.values(exports).filter((value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'operationId' in value);
}

const name = (e: Pick<EndpointDefinition, 'method' | 'path'>) => `${e.method} ${e.path}`;

describe('the table of endpoints', () => {
  const folders = routeFolders(APP);
  const apiFolders = folders.filter((f) => API_FOLDERS.some((root) => f === root || f.startsWith(`${root}/`)) && !NOT_IN_TABLE.includes(f));

  it('knows every route file of the app: an API endpoint, or one of the listed others', () => {
    expect(apiFolders.length).toBeGreaterThan(20);
    const unknown = folders.filter((f) => !apiFolders.includes(f) && !NOT_IN_TABLE.includes(f) && !OTHER_ROUTES.includes(f));
    expect(unknown, 'a route outside the API folders: list it in OTHER_ROUTES, or move it under one').toEqual([]);
    for (const f of [...NOT_IN_TABLE, ...OTHER_ROUTES]) expect(folders, f).toContain(f);
  });

  it('has an entry, beside its handler, for every method of every API route file', async () => {
    for (const folder of apiFolders) {
      const methods = exportedMethods(folder);
      expect(methods, `src/app/${folder}/route.ts exports no handler`).not.toEqual([]);
      const beside = await entriesBeside(folder);
      for (const method of methods) {
        const entry = beside.find((e) => e.method === method);
        expect(entry, `${method} src/app/${folder}/route.ts has no entry in src/app/${folder}/endpoints.ts`).toBeDefined();
        expect(entry!.path, `${method} src/app/${folder}`).toMatch(pathPattern(folder));
        expect(ENDPOINTS, `${name(entry!)} (src/app/${folder}/endpoints.ts) is not listed in src/app/endpoints.ts`).toContain(entry);
      }
      // And nothing beside it that the route does not serve.
      expect(beside.map((e) => e.method).sort(), `src/app/${folder}/endpoints.ts`).toEqual([...methods].sort());
    }
  });

  it('has no entry without a handler: each is defined beside the route file that serves it', async () => {
    const served = new Set<EndpointDefinition>();
    for (const folder of apiFolders) {
      const methods = exportedMethods(folder);
      for (const entry of await entriesBeside(folder)) if (methods.includes(entry.method)) served.add(entry);
    }
    expect(ENDPOINTS.filter((e) => !served.has(e)).map(name)).toEqual([]);
  });

  it('names each operation and each method and path once', () => {
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map(name)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => e.operationId)).size).toBe(ENDPOINTS.length);
  });

  it('says who may call each endpoint, and gives a signed-in one its 401', () => {
    for (const entry of ENDPOINTS) {
      expect(['public', 'optional', 'signed-in', 'session-cookie'], name(entry)).toContain(entry.auth);
      const statuses = (entry.errors ?? []).map((e) => (typeof e === 'number' ? e : e[0]));
      if (entry.auth === 'signed-in' || entry.auth === 'session-cookie') expect(statuses, name(entry)).toContain(401);
      if (entry.body) expect(statuses, name(entry)).toContain(400);
      expect(Object.keys(entry.answers).length, name(entry)).toBeGreaterThan(0);
    }
  });
});

describe("the browser client's calls", () => {
  /** `/v1/realtor/{idOrDesiredUrl}` → a pattern for a concrete path. */
  const concrete = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

  it('are all endpoints of the table', async () => {
    const calls: string[] = [];
    const memory = new Map<string, string>();
    const api: MainApi = createMainApi({
      baseUrls: { production: '', development: '' },
      host: () => 'example.com',
      storage: { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) },
      fetch: async (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(String(url), 'http://example.com').pathname}`);
        return Response.json({ accessToken: 't', user: { id: 'u', name: 'n', email: 'e', role: 'admin', realtorId: null } });
      },
    });
    const file = new Blob(['{}'], { type: 'application/json' });
    await api.getRealtor('grace-kim');
    await api.postContact({} as never);
    await api.createRealtor({} as never);
    await api.updateRealtor(1, {});
    await api.deleteRealtor(1);
    await api.exportRealtor(1);
    await api.importRealtor(1, file);
    await api.presignUploads([{ fileName: 'a.jpg', contentType: 'image/jpeg', size: 1 }]);
    await api.login('e', 'p');
    await api.logout();
    await api.me();
    expect(calls).toHaveLength(11);
    for (const call of calls) {
      const [method, pathname] = call.split(' ') as [string, string];
      expect(ENDPOINTS.some((e) => e.method === method && concrete(e.path).test(pathname)), `${call} is not in the table`).toBe(true);
    }
  });
});
