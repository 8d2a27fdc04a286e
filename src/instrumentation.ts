/**
 * Runs once when a server process starts (never during `next build`): validates the environment,
 * so that a bad value stops start-up at once, and starts opening the database (migrations, demo
 * data) while Next.js goes on loading the pages.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  startServer();
}

export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./server/errors/report');
  reportRequestError(error, request, context);
}
