/**
 * The browser's HTTP clients (SPEC §7): one for the main web service, one for the loaning service.
 *
 * - Each has a production and a development base address, picked per request from the page's host
 *   (`detectDeployEnv(location.host)`). Empty = this app itself (same origin), the default.
 * - The stored access token goes out as `Authorization: Bearer …` unless a request sets
 *   `skipTokenCheck` — to the client's own base address only (an operator who points the loaning
 *   client at another service shares the token with it, as SPEC §7 has both clients do), never to
 *   any other absolute URL (signed upload URLs).
 * - JSON bodies are serialised with `content-type: application/json`; FormData, Blob, ArrayBuffer
 *   and URLSearchParams go as they are.
 * - The answer comes back unchanged as `{status, data, headers}` (data: parsed JSON when the answer
 *   is JSON, else text, null when empty). A non-2xx answer rejects with an `ApiError` carrying the
 *   server's `{error: {code, message, fields?}}`; a network failure rejects with an `ApiError` of
 *   status 0 and code `network`. An aborted request rejects with the abort reason (`AbortError`).
 *
 * Isomorphic and tiny: it is bundled into client pages, so it imports types only from the zod
 * schemas and validates nothing at run time (answers are typed, not checked). Server components call
 * the domain services directly and do not use it (on the server a same-origin base has no origin).
 */
import type { z } from 'zod';
import { LOCALE_HEADER } from '@/i18n/locales';
import { detectDeployEnv, type DeployEnv } from '@/lib/environment';
import type { ApiRealtor, CreatedId, DeletedRealtor, ImportResult, Me, RealtorExportFile, RealtorPreview, SignedIn, UploadItem } from '@/lib/schemas/answers';
import type { ContactInput } from '@/lib/schemas/contact';
import type { RealtorInput, RealtorPatch } from '@/lib/schemas/realtor';
import type { presignRequestSchema } from '@/lib/schemas/uploads';
import { clearAuthStorage, getAccessToken, setAccessToken, setUserInfo, type StorageLike } from '@/lib/storage';

// ---------------------------------------------------------------------------
// The generic client
// ---------------------------------------------------------------------------

export type BaseUrls = Record<DeployEnv, string>;

export interface ApiClientOptions {
  /** Base address per deploy environment: an origin with an optional path; '' = same origin. */
  baseUrls: BaseUrls;
  /** The page's host (`location.host`); default: the browser's, '' (production) elsewhere. */
  host?: () => string;
  /** Where the access token is read; default: `localStorage` (see src/lib/storage.ts). */
  storage?: StorageLike | null;
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  /** FormData, Blob, ArrayBuffer(View) and URLSearchParams are sent as they are; anything else as JSON. */
  body?: unknown;
  /** Appended to the URL; null and undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: HeadersInit;
  /** Send no Authorization header (public calls). */
  skipTokenCheck?: boolean;
  signal?: AbortSignal;
  /** 'blob': a 2xx answer's data is its body as a Blob. Default 'auto': JSON, text or null. */
  responseType?: 'auto' | 'blob';
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** A rejected call: the server's error answer, a network failure (status 0) or an unreadable answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code (`validation_failed`, `unauthorized`, …), `network`, `http_error` or `invalid_response`. */
    readonly code: string,
    message: string,
    /** Field path → message, for validation errors. */
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/**
 * The message to show for a failed call (SPEC §8: "the server's message is shown"): the server's
 * own, in the page's language (the client sends it), or `fallback` when the server was not
 * reached or sent no message.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The base address for the current host, without a trailing slash ('' = same origin). */
  baseUrl(): string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

function browserHost(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrls, storage } = options;
  const host = options.host ?? browserHost;

  function baseUrl(): string {
    return baseUrls[detectDeployEnv(host())].trim().replace(/\/+$/, '');
  }

  async function request<T = unknown>(path: string, init: RequestOptions = {}): Promise<ApiResponse<T>> {
    const { method = 'GET', body, query, skipTokenCheck = false, signal, responseType = 'auto' } = init;
    const absolute = ABSOLUTE_URL.test(path);
    const url = withQuery(absolute ? path : baseUrl() + path, query);

    const headers = new Headers(init.headers);
    // Answers (error messages) in the page's language, to this client's own service only.
    const pageLocale = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (!absolute && pageLocale && !headers.has(LOCALE_HEADER)) headers.set(LOCALE_HEADER, pageLocale);
    if (!skipTokenCheck && !absolute && !headers.has('authorization')) {
      const token = getAccessToken(storage);
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        payload = JSON.stringify(body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }

    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(url, { method, headers, body: payload, signal });
      data = responseType === 'blob' && response.ok ? await response.blob() : await readBody(response);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error', undefined, { cause: error });
    }
    if (!response.ok) throw errorFrom(response, data);
    if (data === INVALID_JSON) throw new ApiError(response.status, 'invalid_response', 'The answer is not valid JSON');
    return { status: response.status, data: data as T, headers: response.headers };
  }

  return { request, baseUrl };
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

const INVALID_JSON = Symbol('invalid JSON');

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!isJsonType(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorFrom(response: Response, data: unknown): ApiError {
  const error = isRecord(data) && isRecord(data.error) ? data.error : {};
  const code = typeof error.code === 'string' && error.code ? error.code : 'http_error';
  const message =
    typeof error.message === 'string' && error.message ? error.message : response.statusText || `HTTP ${response.status}`;
  const fields = isRecord(error.fields)
    ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : undefined;
  return new ApiError(response.status, code, message, fields);
}

// ---------------------------------------------------------------------------
// The main web service (SPEC §7)
// ---------------------------------------------------------------------------

// The answers' types (`ApiRealtor`, `ApiUser`, `SignedIn`, `UploadItem`, …) are `z.infer` of the
// schemas that the endpoint table names for each endpoint (src/lib/schemas/answers.ts; the table:
// src/app/endpoints.ts), so they cannot drift from what the handlers send: `answer()` checks the
// handlers against the same schemas. Types only: the client bundles no schema.
export type * from '@/lib/schemas/answers';

/** One file to sign, as `POST /v1/realtor/presigned-multi-file-upload` takes it. */
export type UploadRequestFile = z.input<typeof presignRequestSchema>['files'][number];

export interface RealtorExportDownload {
  /** The parsed export: `user` is always there (the display name without an owner account). */
  data: RealtorExportFile;
  /** The file as the server sent it, for a download. */
  blob: Blob;
  /** From Content-Disposition, else `realtor-{id}.json`. */
  fileName: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface MainApi extends ApiClient {
  getRealtor(idOrDesiredUrl: string | number, opts?: CallOptions): Promise<ApiRealtor>;
  postContact(body: ContactInput, opts?: CallOptions): Promise<CreatedId>;
  createRealtor(input: RealtorInput, opts?: CallOptions): Promise<ApiRealtor>;
  /** The patch may be the record as getRealtor loaded it: its id and timestamps are ignored. */
  updateRealtor(id: number, patch: RealtorPatch & Partial<Pick<ApiRealtor, 'id' | 'createdAt' | 'updatedAt'>>, opts?: CallOptions): Promise<ApiRealtor>;
  /** Keeps unsaved changes an hour for the preview page (decision 037); nothing is saved. */
  previewRealtor(id: number, patch: RealtorPatch, opts?: CallOptions): Promise<RealtorPreview>;
  deleteRealtor(id: number, opts?: CallOptions): Promise<DeletedRealtor>;
  exportRealtor(id: number, opts?: CallOptions): Promise<RealtorExportDownload>;
  importRealtor(id: number, file: Blob, opts?: CallOptions): Promise<ImportResult>;
  /** Accepts File objects or `{fileName, contentType, size}`. */
  presignUploads(files: readonly (Blob | UploadRequestFile)[], opts?: CallOptions): Promise<UploadItem[]>;
  /**
   * PUTs the file (its content type, no Authorization) and resolves to the URL to store: the
   * item's `url` when given an item (it differs when S3_PUBLIC_URL serves files from a CDN), else
   * the uploadUrl without its query (SPEC §7).
   */
  uploadFile(target: string | Pick<UploadItem, 'uploadUrl' | 'url'>, file: Blob, opts?: CallOptions): Promise<string>;
  /** Signs in and stores the access token and the user info. */
  login(email: string, password: string, opts?: CallOptions): Promise<SignedIn>;
  /** Ends the server session when it can, and always clears the four storage items. */
  logout(): Promise<void>;
  me(opts?: CallOptions): Promise<Me>;
}

function fileNameOf(blob: Blob, fallback: string): string {
  const name = (blob as Partial<File>).name;
  return typeof name === 'string' && name ? name : fallback;
}

function dispositionFileName(header: string | null): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function createMainApi(options: ApiClientOptions): MainApi {
  const client = createApiClient(options);
  const { storage } = options;
  const call = async <T>(path: string, init: RequestOptions): Promise<T> => (await client.request<T>(path, init)).data;

  return {
    ...client,
    getRealtor: (idOrDesiredUrl, opts) =>
      call(`/v1/realtor/${encodeURIComponent(String(idOrDesiredUrl))}`, { skipTokenCheck: true, ...opts }),
    postContact: (body, opts) => call('/v1/realtor-contacts', { method: 'POST', body, skipTokenCheck: true, ...opts }),
    createRealtor: (input, opts) => call('/v1/realtor', { method: 'POST', body: input, ...opts }),
    updateRealtor: (id, patch, opts) => call(`/v1/realtor/${id}`, { method: 'PATCH', body: patch, ...opts }),
    previewRealtor: (id, patch, opts) => call(`/v1/realtor/${id}/preview`, { method: 'POST', body: patch, ...opts }),
    deleteRealtor: (id, opts) => call(`/v1/realtor/${id}`, { method: 'DELETE', ...opts }),

    async exportRealtor(id, opts) {
      const { status, data: blob, headers } = await client.request<Blob>(`/v1/realtor/export/${id}`, { responseType: 'blob', ...opts });
      let data: RealtorExportFile;
      try {
        data = JSON.parse(await blob.text()) as RealtorExportFile;
      } catch {
        throw new ApiError(status, 'invalid_response', 'The export is not valid JSON');
      }
      return { data, blob, fileName: dispositionFileName(headers.get('content-disposition')) ?? `realtor-${id}.json` };
    },

    importRealtor(id, file, opts) {
      const form = new FormData();
      form.append('file', file, fileNameOf(file, `realtor-${id}.json`));
      form.append('realtorId', String(id));
      return call(`/v1/realtor/import/${id}`, { method: 'POST', body: form, ...opts });
    },

    presignUploads(files, opts) {
      const list = files.map((f) =>
        f instanceof Blob ? { fileName: fileNameOf(f, 'file'), contentType: f.type, size: f.size } : f,
      );
      return call('/v1/realtor/presigned-multi-file-upload', { method: 'POST', body: { files: list }, ...opts });
    },

    async uploadFile(target, file, opts) {
      const uploadUrl = typeof target === 'string' ? target : target.uploadUrl;
      await client.request(uploadUrl, {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
        skipTokenCheck: true,
        ...opts,
      });
      return typeof target === 'string' ? uploadUrl.split(/[?#]/)[0]! : target.url;
    },

    async login(email, password, opts) {
      const data = await call<SignedIn>('/v1/auth/login', {
        method: 'POST',
        body: { email, password },
        skipTokenCheck: true,
        ...opts,
      });
      setAccessToken(data.accessToken, storage);
      setUserInfo(data.user, storage);
      return data;
    },

    async logout() {
      try {
        await client.request('/v1/auth/logout', { method: 'POST' });
      } catch (error) {
        // An expired token (401) or an unreachable server still signs the browser out.
        if (!(error instanceof ApiError)) throw error;
      } finally {
        clearAuthStorage(storage);
      }
    },

    me: (opts) => call('/v1/me', { ...opts }),
  };
}

// ---------------------------------------------------------------------------
// The two default instances. `process.env.NEXT_PUBLIC_*` must be written out in full: Next.js
// replaces these exact expressions at build time (changing them needs a rebuild).
// ---------------------------------------------------------------------------

export const mainApi: MainApi = createMainApi({
  baseUrls: {
    production: process.env.NEXT_PUBLIC_API_BASE_URL_PRODUCTION ?? '',
    development: process.env.NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT ?? '',
  },
});

/** The loaning service: no endpoints are specified yet (SPEC §7); call `loaningApi.request(…)`. */
export const loaningApi: ApiClient = createApiClient({
  baseUrls: {
    production: process.env.NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION ?? '',
    development: process.env.NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT ?? '',
  },
});
