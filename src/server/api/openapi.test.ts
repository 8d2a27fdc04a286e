import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it, vi } from 'vitest';
import type { oas31 } from 'zod-openapi';
import { GET as getReference } from '@/app/v1/docs/route';
import { GET as getDocument } from '@/app/v1/openapi.json/route';
import { realtorInputSchema } from '@/lib/schemas/realtor';
import { ERROR_STATUS } from '@/server/errors/app-error';
import { openApiDocument } from '@/app/endpoints';

// The document is prerendered at build, which must not touch the database.
vi.mock('@/server/db', () => {
  throw new Error('the OpenAPI document must not import the database');
});
vi.mock('@/server/db/client', () => {
  throw new Error('the OpenAPI document must not import the database client');
});

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const APP = path.resolve(import.meta.dirname, '../../app');
/** The API's route folders (the better-auth catch-all under api/auth is not ours to document). */
const ROUTE_ROOTS = ['v1', 'cozying-api', 'api/send-to-slack', 'uploads'];

/**
 * Warnings of the recommended rules that are accepted: the product has no public licence, these
 * three operations cannot answer a 4xx (logout succeeds without a session too), and
 * /v1/realtor/export/{id} and /v1/realtor/import/{id} look like /v1/realtor/{id}/invite and
 * /v1/realtor/{id}/owner to the linter; they are not (the invite and owner paths take a numeric
 * id only, and Next.js matches the static segments export and import first).
 */
const ACCEPTED_WARNINGS = [
  'info-license #/info',
  'no-ambiguous-paths #/paths/~1v1~1realtor~1export~1{id}',
  'no-ambiguous-paths #/paths/~1v1~1realtor~1import~1{id}',
  // Beside SPEC §7's export/import paths: "export" and "import" are reserved slugs, never an id or desired URL.
  'no-ambiguous-paths #/paths/~1v1~1realtor~1{idOrDesiredUrl}~1vcard',
  'no-ambiguous-paths #/paths/~1v1~1realtor~1{idOrDesiredUrl}~1qr',
  'no-ambiguous-paths #/paths/~1v1~1realtor~1{idOrDesiredUrl}~1insights',
  'no-ambiguous-paths #/paths/~1v1~1realtor~1{idOrDesiredUrl}~1open-houses',
  'operation-4xx-response #/paths/~1v1~1auth~1logout/post/responses',
  'operation-4xx-response #/paths/~1v1~1openapi.json/get/responses',
  'operation-4xx-response #/paths/~1v1~1docs/get/responses',
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** `v1/realtor/[idOrDesiredUrl]/route.ts` → a pattern for the documented path. */
function pathPattern(file: string): RegExp {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep);
  const source = segments
    .map((segment) => {
      if (/^\[\.\.\.\w+\]$/.test(segment)) return '.+'; // catch-all: one or more segments
      if (/^\[\w+\]$/.test(segment)) return '\\{\\w+\\}';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^/${source}$`);
}

function exportedMethods(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!.toLowerCase());
}

function operations(doc: oas31.OpenAPIObject) {
  return Object.entries(doc.paths ?? {}).flatMap(([p, item]) => METHODS.flatMap((method) => (item[method] ? [{ path: p, method, operation: item[method] }] : [])));
}

describe('the OpenAPI document', () => {
  const doc = openApiDocument();

  it('is built once and is plain JSON', () => {
    expect(openApiDocument()).toBe(doc);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules without errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc, null, 2), absoluteRef: 'openapi.json', config });
    const describe = (p: (typeof problems)[number]) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${describe(p)}: ${p.message}`);
    expect(errors).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn').map(describe);
    if (warnings.length) console.info(`OpenAPI lint warnings (accepted):\n  ${warnings.join('\n  ')}`);
    expect(warnings.filter((w) => !ACCEPTED_WARNINGS.includes(w))).toEqual([]);
  });

  it('documents every method of every API route, and nothing else', () => {
    const documented = operations(doc).map((o) => `${o.method} ${o.path}`);
    const files = ROUTE_ROOTS.flatMap((root) => routeFiles(path.join(APP, root)));
    expect(files.length).toBeGreaterThan(10);
    const implemented: string[] = [];
    for (const file of files) {
      const pattern = pathPattern(file);
      const methods = exportedMethods(file);
      expect(methods, file).not.toEqual([]);
      for (const method of methods) {
        const match = documented.find((d) => d.startsWith(`${method} `) && pattern.test(d.slice(method.length + 1)));
        expect(match, `${method.toUpperCase()} ${path.relative(APP, file)} is not in the document`).toBeDefined();
        implemented.push(match!);
      }
    }
    expect(documented.filter((d) => !implemented.includes(d))).toEqual([]);
  });

  it('gives every operation an id, a summary, a tag, its security and its error answers', () => {
    const security = doc.components?.securitySchemes?.bearerAuth as oas31.SecuritySchemeObject;
    expect(security).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { path: p, method, operation } of operations(doc)) {
      const name = `${method.toUpperCase()} ${p}`;
      expect(operation.operationId, name).toBeTruthy();
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      expect(operation.security, name).toBeDefined();
      const responses = Object.keys(operation.responses ?? {});
      expect(responses.some((s) => s.startsWith('2')), name).toBe(true);
      const needsToken = operation.security!.length > 0 && operation.security!.every((r) => 'bearerAuth' in r);
      if (needsToken) expect(responses, name).toContain('401');
      if (operation.requestBody) expect(responses, name).toContain('400');
    }
  });

  it('marks public and protected operations', () => {
    const security = (p: string, method: (typeof METHODS)[number]) => doc.paths?.[p]?.[method]?.security;
    for (const [p, method] of [
      ['/v1/auth/login', 'post'],
      ['/v1/auth/signup', 'post'],
      ['/v1/realtor-contacts', 'post'],
      ['/api/send-to-slack', 'post'],
    ] as const) {
      expect(security(p, method), `${method} ${p}`).toEqual([]);
    }
    for (const [p, method] of [
      ['/v1/me', 'get'],
      ['/v1/realtor', 'post'],
      ['/v1/realtor/{idOrDesiredUrl}', 'patch'],
      ['/v1/realtor/{idOrDesiredUrl}', 'delete'],
      ['/v1/realtor/export/{id}', 'get'],
      ['/v1/realtor/import/{id}', 'post'],
      ['/v1/realtor/presigned-multi-file-upload', 'post'],
      ['/v1/realtor-contacts', 'get'],
      ['/v1/realtor', 'get'],
      ['/v1/realtor/{idOrDesiredUrl}/invite', 'post'],
      ['/v1/realtor/{idOrDesiredUrl}/owner', 'delete'],
      ['/v1/inbox', 'get'],
      ['/v1/inbox/export', 'get'],
      ['/v1/inbox/{kind}/{id}', 'patch'],
      ['/v1/inbox/{kind}/{id}/retry', 'post'],
      ['/v1/me/agreement', 'post'],
    ] as const) {
      expect(security(p, method), `${method} ${p}`).toEqual([{ bearerAuth: [] }]);
    }
    // Public, but the owner of an unpublished realtor may read it with a token.
    expect(security('/v1/realtor/{idOrDesiredUrl}', 'get')).toEqual([{}, { bearerAuth: [] }]);
  });

  it('describes errors as {error: {code, message, fields?}}', () => {
    const error = doc.components?.schemas?.ApiError as oas31.SchemaObject;
    const inner = error.properties?.error as oas31.SchemaObject;
    expect(inner.required).toEqual(['code', 'message']);
    expect(Object.keys(inner.properties ?? {})).toEqual(['code', 'message', 'fields']);
    const conflict = doc.components?.responses?.Conflict as oas31.ResponseObject;
    expect(conflict.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(doc.paths?.['/v1/realtor']?.post?.responses?.['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    // An operation may say what a status means for it; the body stays the shared one.
    expect(doc.paths?.['/v1/realtor/import/{id}']?.post?.responses?.['413']).toEqual({
      $ref: '#/components/responses/PayloadTooLarge',
      description: expect.stringContaining('2,000,000 bytes'),
    });
    // Every status of ERROR_STATUS has its response component.
    const statuses = Object.values(doc.paths ?? {}).flatMap((item) => METHODS.flatMap((m) => Object.keys(item[m]?.responses ?? {})));
    for (const status of new Set(Object.values(ERROR_STATUS).map(String))) expect(statuses, status).toContain(status);
    expect(Object.keys(doc.components?.responses ?? {})).toHaveLength(new Set(Object.values(ERROR_STATUS)).size);
    expect((doc.components?.responses?.TooManyRequests as oas31.ResponseObject).headers).toHaveProperty('Retry-After');
  });

  it('rejects unknown fields in the realtor schemas, as the API does', () => {
    const schemas = doc.components?.schemas ?? {};
    for (const name of ['Realtor', 'RealtorInput', 'RealtorPatch', 'RealtorExport', 'Photo', 'ContactInput', 'LeadInput', 'PresignRequest']) {
      expect((schemas[name] as oas31.SchemaObject | undefined)?.additionalProperties, name).toBe(false);
    }
    // Every input field is in the answer, plus the record's own.
    const realtor = schemas.Realtor as oas31.SchemaObject;
    expect(Object.keys(realtor.properties ?? {}).sort()).toEqual([...Object.keys(realtorInputSchema.shape), 'id', 'createdAt', 'updatedAt'].sort());
    expect(realtor.properties?.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(realtor.properties?.userId).toMatchObject({ type: ['string', 'null'] });
  });

  it("carries the helper validators' rules and the schemas' limits", () => {
    const input = doc.components?.schemas?.RealtorInput as oas31.SchemaObject;
    const props = input.properties as Record<string, oas31.SchemaObject>;
    expect(input.required).toEqual(['desiredUrl']);
    expect(props.desiredUrl).toMatchObject({ pattern: '^[A-Za-z_-]{1,63}$' });
    expect(props.designMainColor).toMatchObject({ pattern: '^#[0-9A-Fa-f]{6}$', default: '#1f4e79' });
    expect(props.aboutMeEn).toMatchObject({ maxLength: 10_000 });
    expect(props.photos).toMatchObject({ maxItems: 100 });
    const contact = doc.components?.schemas?.ContactInput as oas31.SchemaObject;
    expect(contact.properties?.email).toMatchObject({ maxLength: 254, pattern: expect.any(String) });
  });

  it('shows the answers and inputs a SPEC §7 client relies on (issue #21)', () => {
    const schemas = doc.components?.schemas ?? {};
    // The agent call answers a list; the total is a header.
    const agent = doc.paths?.['/cozying-api/v1/agent']?.get?.responses?.['200'] as oas31.ResponseObject;
    expect(agent.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/AgentListings' });
    expect(schemas.AgentListings).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/ListingCard' } });
    expect(agent.headers).toHaveProperty('X-Total-Count');
    // A PATCH may carry the record's read-only fields (ignored).
    expect(Object.keys((schemas.RealtorPatch as oas31.SchemaObject).properties ?? {})).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt']));
    // The export always has user.name.
    const user = (schemas.RealtorExport as oas31.SchemaObject).properties?.user as oas31.SchemaObject;
    expect(user).toMatchObject({ type: 'object', required: ['name', 'email'] });
  });

  it('documents one listing by its key, answered like the other listing calls (issue #24)', () => {
    const get = doc.paths?.['/cozying-api/v1/home/{listingKey}']?.get;
    expect(get?.operationId).toBe('getHome');
    expect(get?.security).toEqual([]);
    const ok = get?.responses?.['200'] as oas31.ResponseObject;
    expect(ok.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ListingDetail' });
    expect(ok.headers).toHaveProperty('Cache-Control');
    expect(get?.responses).toHaveProperty('404');
    const detail = doc.components?.schemas?.ListingDetail as oas31.SchemaObject;
    expect(Object.keys(detail.properties ?? {})).toEqual(expect.arrayContaining(['listingKey', 'unparsedAddress', 'listPrice', 'yearBuilt', 'listAgentStateLicense', 'searchType']));
    // The contact form's message may name a listing of the realtor's (a tour request).
    const contact = doc.components?.schemas?.ContactInput as oas31.SchemaObject;
    expect(contact.properties?.listingKey).toMatchObject({ type: 'string', maxLength: 64 });
    expect(contact.properties?.preferredDates).toMatchObject({ type: 'string', maxLength: 200 });
  });

  it('documents the import as multipart/form-data with a binary file', () => {
    const body = doc.paths?.['/v1/realtor/import/{id}']?.post?.requestBody as oas31.RequestBodyObject;
    const form = doc.components?.schemas?.[(body.content['multipart/form-data']?.schema as oas31.ReferenceObject).$ref.split('/').pop()!] as oas31.SchemaObject;
    expect(form.required).toEqual(['file']);
    expect(form.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('GET /v1/openapi.json', () => {
  it('serves the document, cacheable', async () => {
    const response = getDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual(openApiDocument());
  });
});

describe('GET /v1/docs', () => {
  const response = getReference();
  const html = response.text();

  it('is an HTML page in English with a title', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const page = await html;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toMatch(/<title>Realtor Homepages API reference<\/title>/);
    expect(page).toMatch(/<main id="main">/);
  });

  it('has its headings in order (one h1, no skipped level) and unique ids', async () => {
    const page = await html;
    const levels = [...page.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
    });
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of page.matchAll(/href="#([^"]+)"/g)) expect(ids, `#${target}`).toContain(target);
  });

  it('shows every operation with its method, path and summary', async () => {
    const page = await html;
    for (const { path: p, method, operation } of operations(openApiDocument())) {
      expect(page).toContain(`<span class="method method-${method}">${method.toUpperCase()}</span> <code>${p}</code>`);
      expect(page).toContain(operation.summary!.replaceAll("'", '&#39;'));
    }
    // Request fields with their limits, from the schemas.
    expect(page).toContain('<code>aboutMeEn</code>');
    expect(page).toContain('at most 10000 characters');
    expect(page).toContain('<code>photos[].url</code>');
  });

  it('needs no script and loads nothing from elsewhere (the CSP allows only this site)', async () => {
    const page = await html;
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/(?:src|href)="(?:https?:)?\/\//i);
    for (const [, cell] of page.matchAll(/<th\b([^>]*)>/g)) expect(cell).toContain('scope="col"');
  });
});
