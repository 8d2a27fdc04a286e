import { cache } from 'react';

/**
 * The desired URL of the page being rendered, kept for this one render (React `cache`): the
 * realtor layout sets it, and the realtor not-found boundary — which Next renders eagerly into
 * every page's payload, even when it is never shown — reads it to stay empty for a realtor
 * that exists.
 */
const slot = cache(() => ({ desiredUrl: '' }));

export function setCurrentDesiredUrl(desiredUrl: string): void {
  slot().desiredUrl = desiredUrl;
}

export function currentDesiredUrl(): string {
  return slot().desiredUrl;
}
