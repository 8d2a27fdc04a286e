'use client';

import { lazy, Suspense } from 'react';
import type { IntegrationsConfig } from '@/lib/integrations';

// The consent gate is a chunk of its own: the layout's script (loaded on every page, configured
// or not) carries only this wrapper.
const ConsentGate = lazy(() => import('./ConsentGate').then((m) => ({ default: m.ConsentGate })));

export function IntegrationsIsland({ config }: { config: IntegrationsConfig }) {
  return (
    <Suspense fallback={null}>
      <ConsentGate config={config} />
    </Suspense>
  );
}
