import 'server-only';
/**
 * Listens for the listing changes that imports announce (changes.ts) on PostgreSQL and expires
 * the cached pages they touch in this instance at once: the page cache and cached data (memory,
 * and Redis when set, through cache-handler.mjs) and the proxy's listing statuses. A listener
 * with no request to attach to cannot use Next.js's `revalidateTag` (it needs a request's
 * store), so it asks the cache handler itself, as `revalidateRealtor` does for Redis.
 *
 * One connection of its own per instance (LISTEN holds a session), reconnected with backoff.
 * Notifications sent while it was disconnected are lost: those pages expire on their own (15
 * minutes), and the reconnection is logged.
 */
import pg from 'pg';
import { logger } from '@/server/log';
import { runtime } from '@/server/runtime';
import { LISTING_CHANGES_CHANNEL, tagsOfPayload } from './changes';
import { forgetListingStatuses } from './get-listing';

/**
 * Expires cache tags in this process's cache handler (and Redis), then forgets the proxy's
 * statuses. In that order: once the proxy answers a removed listing's 410, the page it renders
 * must not come from the cached lists that still hold the listing.
 */
export async function expireListingTags(tags: readonly string[]): Promise<void> {
  await runtime().cacheHandler?.expireTags?.([...tags]);
  forgetListingStatuses();
}

export interface ListingChangeListener {
  /** Resolves once the first LISTEN is in place (tests wait for it). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startListingChangeListener(url: string, expire: (tags: string[]) => Promise<void> = expireListingTags): ListingChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 1_000;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const reconnectLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'realtor-web listing changes' });
    client = next;
    next.on('error', (error) => {
      logger.warn({ err: { message: error.message } }, 'listing changes: connection lost, reconnecting');
      void next.end().catch(() => {});
      reconnectLater();
    });
    next.on('notification', (message) => {
      if (message.channel !== LISTING_CHANGES_CHANNEL) return;
      const tags = tagsOfPayload(message.payload);
      if (!tags.length) return;
      expire(tags).catch((error: unknown) => logger.warn({ err: { message: String(error) } }, 'listing changes: could not expire cached pages'));
    });
    try {
      await next.connect();
      await next.query(`listen ${LISTING_CHANGES_CHANNEL}`);
      if (stopped) return void (await next.end().catch(() => {}));
      delay = 1_000;
      markReady();
    } catch (error) {
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'listing changes: cannot listen, retrying');
      void next.end().catch(() => {});
      reconnectLater();
    }
  };

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
