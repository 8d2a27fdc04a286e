import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React handles the page. Forms keep
 * their submit buttons disabled until then: a click before hydration would submit the form
 * natively, as a GET that puts every field (a password, a message) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
