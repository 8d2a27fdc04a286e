import type { oas31 } from 'zod-openapi';
import { openApiDocument } from '@/app/endpoints';

// Rendered from the OpenAPI document alone (no database, no environment): prerendered at build.
export const dynamic = 'force-static';

/**
 * GET /v1/docs — the API reference: a plain, server-rendered HTML page made from
 * /v1/openapi.json (each operation: method, path, summary, authentication, parameters, request
 * body fields with their types and limits, answers). No scripts, no external resources, so it
 * works under the site's Content-Security-Policy and offline.
 */
export function GET(): Response {
  return new Response(renderReference(openApiDocument()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}

type Schema = oas31.SchemaObject | oas31.ReferenceObject;
type Operation = oas31.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 5;

function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** Escaped text with `code` spans and line breaks (the document's descriptions use both). */
function prose(text: string | undefined): string {
  if (!text) return '';
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function isRef(value: unknown): value is oas31.ReferenceObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** Follows $refs to components of `kind` (schemas, responses…). */
function deref<T>(doc: oas31.OpenAPIObject, value: T | oas31.ReferenceObject, kind: keyof oas31.ComponentsObject): T {
  let current: unknown = value;
  for (let i = 0; i < 10 && isRef(current); i++) {
    current = (doc.components?.[kind] as Record<string, unknown> | undefined)?.[refName(current.$ref)];
  }
  return (current ?? {}) as T;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function operationAnchor(method: string, path: string, operation: Operation): string {
  return operation.operationId ? `op-${slug(operation.operationId)}` : `op-${method}-${slug(path)}`;
}

// ---------------------------------------------------------------------------------------------
// Schemas → field tables
// ---------------------------------------------------------------------------------------------

interface Field {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description?: string;
}

function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** The branches of a union (anyOf/oneOf), each resolved; a schema is its own single branch. */
function branches(doc: oas31.OpenAPIObject, schema: Schema): oas31.SchemaObject[] {
  const resolved = deref<oas31.SchemaObject>(doc, schema, 'schemas');
  const union = resolved.anyOf ?? resolved.oneOf;
  return union ? union.flatMap((s) => branches(doc, s)) : [resolved];
}

function typeLabel(doc: oas31.OpenAPIObject, schema: Schema): string {
  const name = isRef(schema) ? refName(schema.$ref) : undefined;
  const labels = branches(doc, schema).map((s) => {
    if (s.const !== undefined) return literal(s.const);
    if (s.enum) return s.enum.map(literal).join(' | ');
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    if (types.includes('array') && s.items) return `array of ${typeLabel(doc, s.items)}`;
    if (s.format === 'binary' || s.contentMediaType) return 'file';
    if (s.additionalProperties && typeof s.additionalProperties === 'object' && !s.properties) return `map of ${typeLabel(doc, s.additionalProperties)}`;
    if (types.length) return types.join(' | ') + (s.format ? ` (${s.format})` : '');
    return 'any';
  });
  const label = [...new Set(labels)].join(' | ');
  return name && label === 'object' ? name : label;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function rulesOf(doc: oas31.OpenAPIObject, schema: Schema): string[] {
  const rules: string[] = [];
  for (const s of branches(doc, schema)) {
    if (s.minLength !== undefined && s.minLength > 0) rules.push(`at least ${plural(s.minLength, 'character')}`);
    if (s.maxLength !== undefined) rules.push(`at most ${plural(s.maxLength, 'character')}`);
    if (s.pattern) rules.push(`matches <code>${esc(s.pattern)}</code>`);
    const max = s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER ? s.maximum : undefined;
    if (s.minimum !== undefined) rules.push(`≥ ${s.minimum}`);
    if (typeof s.exclusiveMinimum === 'number') rules.push(`> ${s.exclusiveMinimum}`);
    if (max !== undefined) rules.push(`≤ ${max}`);
    if (s.minItems !== undefined && s.minItems > 0) rules.push(`at least ${plural(s.minItems, 'item')}`);
    if (s.maxItems !== undefined) rules.push(`at most ${plural(s.maxItems, 'item')}`);
  }
  const resolved = deref<oas31.SchemaObject>(doc, schema, 'schemas');
  if (resolved.default !== undefined) rules.push(`default <code>${esc(literal(resolved.default))}</code>`);
  return [...new Set(rules)];
}

function descriptionOf(doc: oas31.OpenAPIObject, schema: Schema): string | undefined {
  const own = deref<oas31.SchemaObject>(doc, schema, 'schemas').description;
  return own ?? branches(doc, schema).find((s) => s.description)?.description;
}

/** The object schema inside a property, if any (directly, in an array, or in a nullable union). */
function nestedObject(doc: oas31.OpenAPIObject, schema: Schema): { schema: oas31.SchemaObject; suffix: string; ref?: string } | null {
  for (const s of branches(doc, schema)) {
    if (s.properties) return { schema: s, suffix: '.' };
    if (s.items) {
      const inner = branches(doc, s.items).find((b) => b.properties);
      if (inner) return { schema: inner, suffix: '[].', ref: isRef(s.items) ? s.items.$ref : undefined };
    }
  }
  return null;
}

function fields(doc: oas31.OpenAPIObject, schema: Schema, prefix = '', depth = 0, seen = new Set<string>()): Field[] {
  if (depth > MAX_DEPTH || (isRef(schema) && seen.has(schema.$ref))) return [];
  const nextSeen = isRef(schema) ? new Set([...seen, schema.$ref]) : seen;
  const object = deref<oas31.SchemaObject>(doc, schema, 'schemas');
  const required = new Set(object.required ?? []);
  const out: Field[] = [];
  for (const [name, property] of Object.entries(object.properties ?? {})) {
    const path = `${prefix}${name}`;
    out.push({ name: path, type: typeLabel(doc, property), required: required.has(name), rules: rulesOf(doc, property), description: descriptionOf(doc, property) });
    const nested = nestedObject(doc, property);
    if (nested) out.push(...fields(doc, nested.schema, `${path}${nested.suffix}`, depth + 1, nextSeen));
  }
  const extra = object.additionalProperties;
  if (extra && typeof extra === 'object') {
    out.push({ name: `${prefix}{key}`, type: typeLabel(doc, extra), required: false, rules: rulesOf(doc, extra), description: descriptionOf(doc, extra) });
  }
  return out;
}

function fieldTable(doc: oas31.OpenAPIObject, schema: Schema, caption: string): string {
  const resolved = deref<oas31.SchemaObject>(doc, schema, 'schemas');
  if (resolved.type === 'array' && resolved.items) {
    return `<p>An array of <strong>${esc(typeLabel(doc, resolved.items))}</strong>.</p>${fieldTable(doc, resolved.items, caption)}`;
  }
  const rows = fields(doc, schema);
  if (!rows.length) return `<p>Type: <code>${esc(typeLabel(doc, schema))}</code>.</p>`;
  const strict = resolved.additionalProperties === false ? '<p class="note">Unknown fields are rejected.</p>' : '';
  return `${strict}<table>
<caption>${esc(caption)}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules and notes</th></tr></thead>
<tbody>${rows
    .map(
      (f) =>
        `<tr><td><code>${esc(f.name)}</code></td><td>${esc(f.type)}</td><td>${f.required ? 'yes' : 'no'}</td><td>${[
          ...f.rules,
          ...(f.description ? [prose(f.description).replace(/^<p>|<\/p>$/g, '')] : []),
        ].join('; ')}</td></tr>`,
    )
    .join('\n')}</tbody>
</table>`;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

function authText(doc: oas31.OpenAPIObject, operation: Operation): string {
  const security = operation.security ?? doc.security ?? [];
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  if (!schemes.length) return 'None (public).';
  const optional = security.some((requirement) => Object.keys(requirement).length === 0);
  const names = [...new Set(schemes)].map((s) => `<a href="#authentication">${esc(s)}</a>`).join(', ');
  return optional ? `Optional: ${names}.` : `Required: ${names}.`;
}

function parametersSection(doc: oas31.OpenAPIObject, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map((p) => deref<oas31.ParameterObject>(doc, p, 'parameters'));
  if (!parameters.length) return '';
  const rows = parameters
    .map((p) => {
      const schema = p.schema ?? {};
      const notes = [...rulesOf(doc, schema), ...(p.description ?? descriptionOf(doc, schema) ? [prose(p.description ?? descriptionOf(doc, schema)).replace(/^<p>|<\/p>$/g, '')] : [])];
      return `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(typeLabel(doc, schema))}</td><td>${p.required ? 'yes' : 'no'}</td><td>${notes.join('; ')}</td></tr>`;
    })
    .join('\n');
  return `<h4>Parameters</h4>
<table>
<caption>Parameters</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules and notes</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

function requestSection(doc: oas31.OpenAPIObject, operation: Operation): string {
  if (!operation.requestBody) return '';
  const body = deref<oas31.RequestBodyObject>(doc, operation.requestBody, 'requestBodies');
  // Content types with the same schema share one description (e.g. the image types of an upload).
  const groups = new Map<string, { types: string[]; media: oas31.MediaTypeObject }>();
  for (const [type, media] of Object.entries(body.content)) {
    const key = JSON.stringify([media.schema, media.example]);
    const group = groups.get(key);
    if (group) group.types.push(type);
    else groups.set(key, { types: [type], media });
  }
  const parts = [...groups.values()].map(({ types, media }) => {
    const typeList = types.map((t) => `<code>${esc(t)}</code>`).join(', ');
    const intro = `<p>Content type${types.length > 1 ? ' (one of)' : ''} ${typeList}${body.required ? ', required' : ''}.</p>`;
    if (!media.schema) return intro;
    const resolved = deref<oas31.SchemaObject>(doc, media.schema, 'schemas');
    const table = resolved.properties ? fieldTable(doc, media.schema, `Request body (${types.join(', ')})`) : `<p>The body is the file itself.</p>`;
    const example = media.example === undefined ? '' : `<p>Example:</p><pre><code>${esc(JSON.stringify(media.example, null, 2))}</code></pre>`;
    return intro + table + example;
  });
  return `<h4>Request body</h4>${parts.join('')}`;
}

function responsesSection(doc: oas31.OpenAPIObject, operation: Operation): string {
  const entries = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const name = isRef(response) ? refName(response.$ref) : undefined;
    const resolved = deref<oas31.ResponseObject>(doc, response, 'responses');
    // OpenAPI 3.1: a reference's own description replaces the component's.
    return { status, name, response: isRef(response) && response.description ? { ...resolved, description: response.description } : resolved };
  });
  const rows = entries
    .map(({ status, name, response }) => {
      const types = Object.keys(response.content ?? {});
      const schema = response.content?.[types[0] ?? '']?.schema;
      const body = !schema ? 'none' : name ? `<a href="#errors">${esc(typeLabel(doc, schema))}</a>` : esc(typeLabel(doc, schema));
      const headers = Object.keys(response.headers ?? {});
      return `<tr><td>${esc(status)}</td><td>${prose(response.description).replace(/^<p>|<\/p>$/g, '')}${
        headers.length ? ` Headers: ${headers.map((h) => `<code>${esc(h)}</code>`).join(', ')}.` : ''
      }</td><td>${types.map((t) => `<code>${esc(t)}</code>`).join(', ') || '—'}</td><td>${body}</td></tr>`;
    })
    .join('\n');
  const bodies = entries
    .filter(({ status, name, response }) => status.startsWith('2') && !name && response.content)
    .flatMap(({ status, response }) => {
      const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
      if (!type || !media?.schema) return [];
      const resolved = deref<oas31.SchemaObject>(doc, media.schema, 'schemas');
      if (!resolved.properties && !(resolved.type === 'array' && resolved.items)) return [];
      return [`<h5>${esc(status)} answer</h5>${fieldTable(doc, media.schema, `${status} answer (${type})`)}`];
    })
    .join('');
  return `<h4>Answers</h4>
<table>
<caption>Answers</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Content type</th><th scope="col">Body</th></tr></thead>
<tbody>${rows}</tbody>
</table>${bodies}`;
}

function operationSection(doc: oas31.OpenAPIObject, method: string, path: string, operation: Operation): string {
  return `<section class="operation">
<h3 id="${operationAnchor(method, path, operation)}"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p class="summary">${esc(operation.summary ?? '')}</p>
${prose(operation.description)}
<dl><dt>Authentication</dt><dd>${authText(doc, operation)}</dd>${operation.operationId ? `<dt>Operation id</dt><dd><code>${esc(operation.operationId)}</code></dd>` : ''}</dl>
${parametersSection(doc, operation)}
${requestSection(doc, operation)}
${responsesSection(doc, operation)}
</section>`;
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

interface Listed {
  method: string;
  path: string;
  operation: Operation;
}

function operationsByTag(doc: oas31.OpenAPIObject): Map<string, Listed[]> {
  const byTag = new Map<string, Listed[]>((doc.tags ?? []).map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, operation });
    }
  }
  return new Map([...byTag].filter(([, list]) => list.length));
}

const STYLE = `
:root{color-scheme:light;--text:#1b1f24;--muted:#57606a;--line:#d0d7de;--panel:#f6f8fa;--link:#0550ae}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans KR",sans-serif;color:var(--text);background:#fff}
a{color:var(--link)}
a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem}
header,main,footer{max-width:72rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:2rem}
nav{max-width:72rem;margin:0 auto;padding:0 1.25rem}
nav ul{padding-left:1.25rem}
h1{font-size:2rem;margin:.5rem 0}
h2{font-size:1.5rem;margin:2.5rem 0 1rem;padding-bottom:.25rem;border-bottom:2px solid var(--line)}
h3{font-size:1.2rem;margin:0 0 .5rem;display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
h4{font-size:1.05rem;margin:1.25rem 0 .5rem}
h5{font-size:1rem;margin:1rem 0 .5rem}
.operation{border:1px solid var(--line);border-radius:8px;padding:1.25rem;margin:1.25rem 0}
.summary{font-weight:600;margin-top:0}
.method{display:inline-block;min-width:4.5rem;text-align:center;font-size:.85rem;font-weight:700;letter-spacing:.03em;color:#fff;border-radius:4px;padding:.15rem .5rem}
.method-get{background:#0550ae}.method-post{background:#116329}.method-put{background:#6639ba}.method-patch{background:#7d4e00}.method-delete{background:#a40e26}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}
pre{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:.5rem 0 1rem;font-size:.95rem}
caption{text-align:left;font-weight:600;color:var(--muted);padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.4rem .55rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:var(--panel)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.75rem 0}
dt{font-weight:600}dd{margin:0}
.note,footer{color:var(--muted)}
footer{padding-bottom:2rem;margin-top:3rem}
`;

function renderReference(doc: oas31.OpenAPIObject): string {
  const groups = operationsByTag(doc);
  const tagInfo = new Map((doc.tags ?? []).map((t) => [t.name, t]));
  const schemes = Object.entries(doc.components?.securitySchemes ?? {}).map(([name, scheme]) => {
    const s = deref<oas31.SecuritySchemeObject>(doc, scheme, 'securitySchemes');
    const kind =
      s.type === 'http'
        ? `HTTP ${esc(s.scheme ?? '')}: send <code>Authorization: Bearer &lt;token&gt;</code>.`
        : s.type === 'apiKey'
          ? `The ${esc(s.in ?? '')} <code>${esc(s.name ?? '')}</code>.`
          : esc(s.type);
    return `<dt><code>${esc(name)}</code></dt><dd>${kind} ${prose(s.description).replace(/^<p>|<\/p>$/g, '')}</dd>`;
  });
  const errorSchema = doc.components?.schemas?.ApiError;
  const errorResponses = Object.entries(doc.components?.responses ?? {})
    .map(([name, r]) => ({ name, status: statusOf(doc, name), response: deref<oas31.ResponseObject>(doc, r, 'responses') }))
    .sort((a, b) => a.status.localeCompare(b.status));
  const toc = [...groups]
    .map(
      ([tag, list]) =>
        `<li><a href="#tag-${slug(tag)}">${esc(tag)}</a><ul>${list
          .map((o) => `<li><a href="#${operationAnchor(o.method, o.path, o.operation)}">${o.method.toUpperCase()} ${esc(o.path)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(doc.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
${prose(doc.info.description)}
<p>OpenAPI ${esc(doc.openapi)} document: <a href="/v1/openapi.json">/v1/openapi.json</a>.</p>
</header>
<nav aria-label="Contents">
<h2 id="contents">Contents</h2>
<ul><li><a href="#authentication">Authentication</a></li><li><a href="#errors">Errors</a></li>${toc}</ul>
</nav>
<main id="main">
<section aria-labelledby="authentication">
<h2 id="authentication">Authentication</h2>
<dl>${schemes.join('')}</dl>
<p>Each operation says whether it needs a token; public operations need none.</p>
</section>
<section aria-labelledby="errors">
<h2 id="errors">Errors</h2>
<p>Every error answer has this body, whatever its status:</p>
${errorSchema ? fieldTable(doc, { $ref: '#/components/schemas/ApiError' }, 'ApiError') : ''}
<table>
<caption>Error statuses</caption>
<thead><tr><th scope="col">Status</th><th scope="col">Name</th><th scope="col">Meaning</th></tr></thead>
<tbody>${errorResponses
    .map((e) => `<tr><td>${esc(e.status)}</td><td>${esc(e.name)}</td><td>${prose(e.response.description).replace(/^<p>|<\/p>$/g, '')}</td></tr>`)
    .join('\n')}</tbody>
</table>
</section>
${[...groups]
  .map(
    ([tag, list]) => `<section aria-labelledby="tag-${slug(tag)}">
<h2 id="tag-${slug(tag)}">${esc(tag)}</h2>
${prose(tagInfo.get(tag)?.description)}
${list.map((o) => operationSection(doc, o.method, o.path, o.operation)).join('\n')}
</section>`,
  )
  .join('\n')}
</main>
<footer><p>Generated from the OpenAPI document of this build.</p></footer>
</body>
</html>
`;
}

/** The status a response component is used with (the first operation that uses it). */
function statusOf(doc: oas31.OpenAPIObject, name: string): string {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
        if (isRef(response) && refName(response.$ref) === name) return status;
      }
    }
  }
  return '';
}
