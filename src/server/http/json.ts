import 'server-only';
import { AppError } from '@/server/errors/app-error';

/** The message keys of a body's errors: malformed (400) and over the limit (413). */
export interface BodyMessages {
  invalid: string;
  tooLarge: string;
}

/** A declared Content-Length, or null when there is none (a chunked body) or it is not a number. */
function declaredLength(request: Request): number | null {
  const value = request.headers.get('content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The body of a request, at most `maxBytes`: the one way this app reads a request body. A body
 * whose Content-Length is over the limit is refused before a byte of it is read; one without
 * (chunked, or a stream) is read chunk by chunk and, as soon as it passes the limit, the stream
 * is cancelled and the rest never read. Either way AppError('payload_too_large', `message`), a 413.
 */
export async function readBodyBytes(request: Request, maxBytes: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) throw new AppError('payload_too_large', message);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a source may take its time to stop, and the answer need not wait for it.
      reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', message);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The JSON body of a request, read within `maxBytes` (readBodyBytes); malformed or missing JSON is
 * a 400, an oversized body a 413, never a 500.
 */
export async function readJson(request: Request, messages: BodyMessages, maxBytes = 100_000): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyBytes(request, maxBytes, messages.tooLarge));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', messages.invalid);
  }
}
