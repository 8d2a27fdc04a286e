import { notFound } from 'next/navigation';
import { getEnv } from '@/server/config/env';

export const dynamic = 'force-dynamic';

/**
 * An operator's check of error handling and reporting: with ERROR_PROBE_ENABLED=1 this page
 * throws, so the 500 page, the log line and its request id can be seen. Otherwise it is a 404.
 */
export default function ErrorProbe() {
  if (!getEnv().ERROR_PROBE_ENABLED) notFound();
  throw new Error('Error probe: a deliberate server error');
}
