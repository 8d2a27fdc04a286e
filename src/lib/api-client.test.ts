/**
 * The browser HTTP clients against a real HTTP server on 127.0.0.1 that records every request it
 * gets. Storage and host are injected; fetch is the platform's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createMainApi, loaningApi, mainApi, type ApiClientOptions } from './api-client';
import { STORAGE_KEYS, type StorageLike } from './storage';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

let server: http.Server;
let origin = '';
let requests: Recorded[] = [];
let reply: (req: Recorded) => Reply = () => json({ ok: true });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const answer = reply(recorded);
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  requests = [];
  reply = () => json({ ok: true });
});

class MapStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** Production answers under /prod, development under /dev, both on the test server. */
function setup(overrides: Partial<ApiClientOptions> = {}) {
  const storage = new MapStorage();
  let host = 'realtors.example.com';
  const options: ApiClientOptions = {
    baseUrls: { production: `${origin}/prod`, development: `${origin}/dev/` },
    host: () => host,
    storage,
    ...overrides,
  };
  return {
    storage,
    api: createMainApi(options),
    setHost: (value: string) => {
      host = value;
    },
  };
}

function only(): Recorded {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('bearer token', () => {
  it('sends the stored access token', async () => {
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await api.me();
    expect(only().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends none with skipTokenCheck', async () => {
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await api.request('/v1/anything', { skipTokenCheck: true });
    await api.getRealtor('grace-kim');
    await api.postContact({
      realtorId: 1,
      lastName: 'Lee',
      firstName: 'Jiwoo',
      email: 'jiwoo@example.com',
      phone: '714-555-0123',
      phoneCountryCode: 'US',
      message: 'Hello',
      isTerm: 'Y',
    });
    expect(requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined, undefined]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /prod/v1/anything',
      'GET /prod/v1/realtor/grace-kim',
      'POST /prod/v1/realtor-contacts',
    ]);
  });

  it('sends none when no token is stored', async () => {
    const { api } = setup();
    await api.me();
    expect(only().headers.authorization).toBeUndefined();
  });

  it('never sends it to an absolute URL', async () => {
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok-123');
    await api.request(`${origin}/elsewhere`);
    expect(only().headers.authorization).toBeUndefined();
  });
});

describe('base URL', () => {
  it('is chosen by the host, per request', async () => {
    const { api, setHost } = setup();
    await api.request('/v1/a');
    setHost('localhost:3000');
    await api.request('/v1/b');
    setHost('dev.realtors.example.com');
    await api.request('/v1/c');
    setHost('gracekim.example.com');
    await api.request('/v1/d');
    expect(requests.map((r) => r.url)).toEqual(['/prod/v1/a', '/dev/v1/b', '/dev/v1/c', '/prod/v1/d']);
    expect(api.baseUrl()).toBe(`${origin}/prod`);
  });

  it('empty means same origin: the path is requested as it is', async () => {
    const seen: string[] = [];
    // Node has no page to resolve a relative URL against; the browser would use the page's origin.
    const sameOrigin: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(new URL(String(input), origin), init);
    };
    const client = createApiClient({ baseUrls: { production: '', development: '' }, host: () => 'x.example.com', fetch: sameOrigin });
    await client.request('/v1/me', { query: { a: 1, b: ['x', 'y'], c: undefined, d: null } });
    expect(seen).toEqual(['/v1/me?a=1&b=x&b=y']);
    expect(only().url).toBe('/v1/me?a=1&b=x&b=y');
  });

  it('the default instances point at this app unless NEXT_PUBLIC_* variables are set', () => {
    expect(mainApi.baseUrl()).toBe(process.env.NEXT_PUBLIC_API_BASE_URL_PRODUCTION ?? '');
    expect(loaningApi.baseUrl()).toBe(process.env.NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION ?? '');
  });
});

describe('answers', () => {
  it('passes JSON through unchanged with status and headers', async () => {
    const body = { id: 7, nested: { list: [1, 'two', null, true], empty: {} }, text: '한국어' };
    reply = () => json(body, 201, { 'x-request-id': 'req-1' });
    const { api } = setup();
    const res = await api.request('/v1/thing', { method: 'POST', body: { a: 1, s: 'é' } });
    expect(res.status).toBe(201);
    expect(res.data).toEqual(body);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    const req = only();
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body.toString('utf8'))).toEqual({ a: 1, s: 'é' });
  });

  it('gives text for non-JSON answers and null for empty ones', async () => {
    const { api } = setup();
    reply = () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect((await api.request('/t')).data).toBe('hello');
    reply = () => ({ status: 204 });
    expect((await api.request('/e')).data).toBeNull();
  });

  it('rejects a 4xx with the server code, message and fields', async () => {
    reply = () =>
      json({ error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'Invalid e-mail' } } }, 400);
    const { api } = setup();
    const error = await rejection(api.createRealtor({ desiredUrl: 'grace-kim' }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Check the form', fields: { email: 'Invalid e-mail' } });
  });

  it('rejects a 404 and a 5xx, also without a JSON error body', async () => {
    const { api } = setup();
    reply = () => json({ error: { code: 'not_found', message: 'No such realtor' } }, 404);
    expect(await rejection(api.getRealtor(99))).toMatchObject({ status: 404, code: 'not_found', message: 'No such realtor', fields: undefined });
    reply = () => ({ status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad gateway</h1>' });
    expect(await rejection(api.me())).toMatchObject({ status: 502, code: 'http_error', message: 'Bad Gateway' });
  });

  it('rejects a 2xx whose JSON is broken', async () => {
    reply = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"a":' });
    const { api } = setup();
    expect(await rejection(api.me())).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('rejects a network failure with status 0 and code network', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { api } = setup({ baseUrls: { production: `http://127.0.0.1:${port}`, development: '' } });
    expect(await rejection(api.me())).toMatchObject({ status: 0, code: 'network' });
  });

  it('rejects an aborted request with the AbortError, not an ApiError', async () => {
    const { api } = setup();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await api.me({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('main service calls', () => {
  it('create, update and delete a realtor with the token', async () => {
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok');
    await api.createRealtor({ desiredUrl: 'grace-kim' });
    await api.updateRealtor(5, { aboutMeEn: 'Hi' });
    await api.deleteRealtor(5);
    expect(requests.map((r) => [r.method, r.url, r.headers.authorization, r.body.toString()])).toEqual([
      ['POST', '/prod/v1/realtor', 'Bearer tok', '{"desiredUrl":"grace-kim"}'],
      ['PATCH', '/prod/v1/realtor/5', 'Bearer tok', '{"aboutMeEn":"Hi"}'],
      ['DELETE', '/prod/v1/realtor/5', 'Bearer tok', ''],
    ]);
  });

  it('imports with a multipart body of file and realtorId', async () => {
    reply = () => json({ id: 3, message: 'Imported', realtor: { id: 3 } }, 201);
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const content = JSON.stringify({ format: 'realtor-homepage-export', version: 1 });
    const result = await api.importRealtor(3, new File([content], 'grace.json', { type: 'application/json' }));
    expect(result).toEqual({ id: 3, message: 'Imported', realtor: { id: 3 } });
    const req = only();
    expect(req.url).toBe('/prod/v1/realtor/import/3');
    expect(req.headers.authorization).toBe('Bearer tok');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': req.headers['content-type']! }, body: new Uint8Array(req.body) }).formData();
    expect(form.get('realtorId')).toBe('3');
    const file = form.get('file') as File;
    expect(file.name).toBe('grace.json');
    expect(await file.text()).toBe(content);
  });

  it('exports as the parsed JSON, the blob and the file name', async () => {
    const file = { format: 'realtor-homepage-export', version: 1, user: { name: 'Grace Kim', email: 'g@example.com' } };
    reply = () => json(file, 200, { 'content-disposition': 'attachment; filename="realtor-3-grace-kim.json"' });
    const { api } = setup();
    const result = await api.exportRealtor(3);
    expect(result.data).toEqual(file);
    expect(result.fileName).toBe('realtor-3-grace-kim.json');
    expect(JSON.parse(await result.blob.text())).toEqual(file);
    expect(only().url).toBe('/prod/v1/realtor/export/3');
  });

  it('presigns File objects by name, type and size', async () => {
    const items = [{ fileName: 'a.png', contentType: 'image/png', size: 3, key: 'k', uploadUrl: `${origin}/up?sig=1`, url: `${origin}/up` }];
    reply = () => json(items);
    const { api } = setup();
    const result = await api.presignUploads([new File(['abc'], 'a.png', { type: 'image/png' }), { fileName: 'b.jpg', contentType: 'image/jpeg', size: 9 }]);
    expect(result).toEqual(items);
    expect(JSON.parse(only().body.toString())).toEqual({
      files: [
        { fileName: 'a.png', contentType: 'image/png', size: 3 },
        { fileName: 'b.jpg', contentType: 'image/jpeg', size: 9 },
      ],
    });
  });

  it('uploadFile PUTs the file with its content type, no token, and returns the URL without the query', async () => {
    reply = () => ({ status: 200 });
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const uploadUrl = `${origin}/uploads/realtors/2026/01/photo.png?size=4&expires=1&signature=abc`;
    const url = await api.uploadFile(uploadUrl, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    expect(url).toBe(`${origin}/uploads/realtors/2026/01/photo.png`);
    const req = only();
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/uploads/realtors/2026/01/photo.png?size=4&expires=1&signature=abc');
    expect(req.headers['content-type']).toBe('image/png');
    expect(req.headers.authorization).toBeUndefined();
    expect([...req.body]).toEqual([137, 80, 78, 71]);
  });

  it('uploadFile given an upload item resolves to its url (a CDN address may differ from the upload host)', async () => {
    reply = () => ({ status: 200 });
    const { api } = setup();
    const url = await api.uploadFile({ uploadUrl: `${origin}/up/a.png?sig=x`, url: 'https://cdn.example.com/a.png' }, new Blob(['x'], { type: 'image/png' }));
    expect(url).toBe('https://cdn.example.com/a.png');
    expect(only().url).toBe('/up/a.png?sig=x');
  });

  it('uploadFile rejects when the storage refuses the file', async () => {
    reply = () => ({ status: 403, headers: { 'content-type': 'application/xml' }, body: '<Error><Code>SignatureDoesNotMatch</Code></Error>' });
    const { api } = setup();
    expect(await rejection(api.uploadFile(`${origin}/up?sig=x`, new Blob(['x'], { type: 'image/png' })))).toMatchObject({ status: 403, code: 'http_error' });
  });
});

describe('sign-in', () => {
  const user = { id: 'u1', name: 'Grace Kim', email: 'grace@example.com', role: 'realtor', realtorId: 1 };

  it('login stores the token and the user info; later calls carry the token', async () => {
    reply = (req) => (req.url.endsWith('/login') ? json({ accessToken: 'fresh', user }) : json({ user }));
    const { api, storage } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'stale');
    const result = await api.login('grace@example.com', 'correct horse battery');
    expect(result).toEqual({ accessToken: 'fresh', user });
    expect(storage.map.get(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.userInfo)!)).toEqual(user);
    expect(await api.me()).toEqual({ user });
    expect(requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['POST', '/prod/v1/auth/login', undefined],
      ['GET', '/prod/v1/me', 'Bearer fresh'],
    ]);
    expect(JSON.parse(requests[0]!.body.toString())).toEqual({ email: 'grace@example.com', password: 'correct horse battery' });
  });

  it('a failed login stores nothing', async () => {
    reply = () => json({ error: { code: 'unauthorized', message: 'Wrong e-mail or password' } }, 401);
    const { api, storage } = setup();
    expect(await rejection(api.login('grace@example.com', 'nope'))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(storage.map.size).toBe(0);
  });

  function signedIn(storage: MapStorage) {
    storage.setItem(STORAGE_KEYS.accessToken, 'tok');
    storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.realtorInfo, '{"id":1}');
    storage.setItem(STORAGE_KEYS.realtorLoginMethod, '"email"');
    storage.setItem('unrelated', 'kept');
  }

  it('logout ends the server session with the token and clears the four items', async () => {
    const { api, storage } = setup();
    signedIn(storage);
    await api.logout();
    const req = only();
    expect([req.method, req.url, req.headers.authorization]).toEqual(['POST', '/prod/v1/auth/logout', 'Bearer tok']);
    expect([...storage.map.keys()]).toEqual(['unrelated']);
  });

  it('logout clears the storage even when the server fails', async () => {
    reply = () => json({ error: { code: 'unauthorized', message: 'Expired' } }, 401);
    const { api, storage } = setup();
    signedIn(storage);
    await expect(api.logout()).resolves.toBeUndefined();
    expect([...storage.map.keys()]).toEqual(['unrelated']);
  });
});

describe('apiErrorMessage', () => {
  it("shows the server's message, or the fallback when the server was not reached or sent none", async () => {
    const { apiErrorMessage, ApiError } = await import('./api-client');
    expect(apiErrorMessage(new ApiError(409, 'conflict', 'Taken'), 'Failed')).toBe('Taken');
    expect(apiErrorMessage(new ApiError(0, 'network', 'fetch failed'), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new ApiError(403, 'upload_failed', ''), 'Failed')).toBe('Failed');
    expect(apiErrorMessage(new Error('boom'), 'Failed')).toBe('Failed');
  });
});
