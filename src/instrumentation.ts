/**
 * Runs once when a server process starts (never during `next build`): validates the environment,
 * so that a bad value stops start-up at once, starts opening the database (migrations, demo data)
 * while Next.js goes on loading the pages, and puts the build's prerendered pages into the cache.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  startServer();
  // The same module instance that Next.js loaded as the cache handler (not a bundled copy).
  const { pathToFileURL } = await import('node:url');
  const cacheHandler = pathToFileURL(`${process.cwd()}/cache-handler.mjs`).href;
  const { loadBuildPages } = (await import(/* turbopackIgnore: true */ cacheHandler)) as { loadBuildPages(): Promise<void> };
  await loadBuildPages();
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
