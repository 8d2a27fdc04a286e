'use client';

import dynamic from 'next/dynamic';

// The page's code is fetched when an error shows, not with every page (an error boundary's own
// code is loaded up front, so that it can catch).
const ErrorView = dynamic(() => import('@/features/errors/ErrorView').then((m) => m.ErrorView));

/** Any other error while rendering a page: 'Internal Server Error' (SPEC §8). */
export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView digest={error.digest} onRetry={reset} />;
}
