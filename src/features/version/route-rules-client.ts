'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buildManifestUrl, MANIFEST_PREFETCH_DELAY_MS, resolveRedirect, shouldPrefetchManifest, type BuildManifest, type RouteRules } from '@/lib/route-rules';

/**
 * The route rules of the build manifest (SPEC §2, §9): fetched about 1 s after load (not on
 * slow-2g), then applied to the current path and every later one. Internal redirects stay
 * client-side; external ones are a full page load.
 */
export function useRouteRules(): void {
  const pathname = usePathname();
  const router = useRouter();
  const [rules, setRules] = useState<RouteRules | null>(null);

  useEffect(() => {
    const buildId = process.env.NEXT_PUBLIC_BUILD_ID;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    if (!buildId || !shouldPrefetchManifest(connection)) return;
    let cancelled = false;
    const fetchManifest = async () => {
      try {
        const response = await fetch(buildManifestUrl(buildId));
        if (!response.ok) return;
        const manifest = (await response.json()) as Partial<BuildManifest>;
        if (!cancelled && manifest.routeRules && typeof manifest.routeRules === 'object') setRules(manifest.routeRules);
      } catch {
        // offline: no rules this time
      }
    };
    let timer: number | undefined;
    const schedule = () => (timer = window.setTimeout(fetchManifest, MANIFEST_PREFETCH_DELAY_MS));
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('load', schedule);
    };
  }, []);

  useEffect(() => {
    if (!rules || !pathname) return;
    const target = resolveRedirect(rules, pathname, window.location.origin);
    if (target?.kind === 'internal') router.push(target.path);
    else if (target?.kind === 'external') window.location.assign(target.url);
  }, [rules, pathname, router]);
}
