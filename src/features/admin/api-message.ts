import { ApiError } from '@/lib/api-client';

/**
 * The message to show for a failed call (SPEC §8: "the server's message is shown"): the server's
 * own, already in the page's language, or `fallback` when the server was not reached.
 */
export function apiMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}
