import type { z } from 'zod';
import { AppError } from './errors';

/** The JSON body of a request; malformed or missing JSON is a 400, oversized a 413, never a 500. */
export async function readJson(request: Request, message: string, maxBytes = 100_000): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) throw new AppError('payload_too_large', message);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', message);
  }
}

/** Field → message for the first issue of each field, with messages translated from codes. */
export function fieldErrors(error: z.ZodError, translate: (code: string) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? 'body' : '_';
    fields[key] ??= translate(issue.message);
  }
  return fields;
}
