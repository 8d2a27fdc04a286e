'use client';

import { ErrorView } from '@/features/errors/ErrorView';

/** Any other error while rendering a page: 'Internal Server Error' (SPEC §8). */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} onRetry={reset} />;
}
