/**
 * Calls a route handler as Next.js would: a Request to a URL on this site, the bearer token of a
 * test user, a JSON body, and the route's params. The test file mocks '@/server/db' and getAuth
 * (see admin-*.test.ts) so that the handlers use its own database and auth.
 */
type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export interface CallOptions<P> {
  token?: string;
  body?: unknown;
  params?: P;
  headers?: Record<string, string>;
}

export function call<P = Record<string, never>>(handler: Handler<P>, method: string, path: string, options: CallOptions<P> = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
}
