import 'server-only';
import { AppError } from './errors';
import { readJson } from './json';

/** The JSON body of an API request; malformed, missing or oversized JSON is a 400/413, never a 500. */
export async function readJsonBody(request: Request, maxBytes = 1_000_000): Promise<unknown> {
  // Only JSON: a form (or text/plain) post from another site cannot pass for an API call.
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new AppError('unsupported_media_type', 'Api.invalidRequest');
  return readJson(request, 'Api.invalidRequest', maxBytes);
}

/** A numeric id from the path (1 to 2^31-1); anything else is a 404. */
export function idParam(value: string, notFoundKey = 'Api.realtorNotFound'): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new AppError('not_found', notFoundKey);
  }
  return Number(value);
}
