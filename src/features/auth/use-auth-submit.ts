import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/features/forms/use-hydrated';
import { ApiError, apiErrorMessage } from '@/lib/api-client';

/**
 * What the sign-in and sign-up forms share around one request: whether the page has hydrated
 * (their submit buttons wait for it), the pending state, the general error and the server's
 * field errors. `attempt` runs `go`, which sends the request and resolves to the address to load
 * next: a full page load, so server-rendered gated pages see the new session. On failure the
 * form shows `message` (by default the server's own, else `failed`) and can be sent again.
 */
export function useAuthSubmit(failed: string) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});

  async function attempt(go: () => Promise<string>, message = (failure: unknown) => apiErrorMessage(failure, failed)) {
    setBusy(true);
    setError('');
    setFields({});
    try {
      window.location.assign(await go());
    } catch (failure) {
      setError(message(failure));
      if (failure instanceof ApiError && failure.fields) setFields(failure.fields);
      setBusy(false);
    }
  }

  /** A form's submit handler: no native submission; `go` gets the form's fields. */
  const onSubmit = (go: (form: FormData) => Promise<string>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void attempt(() => go(form));
  };

  return { hydrated, busy, error, fields, attempt, onSubmit };
}
