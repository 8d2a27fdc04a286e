'use client';

import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { readConsent, storeConsent, type ConsentChoice } from '@/lib/consent';
import type { IntegrationsConfig } from '@/lib/integrations';

const ConsentBanner = lazy(() => import('./ConsentBanner'));

const CHANGE_EVENT = 'consentchange';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// A choice that storage refused still holds for this page.
let sessionChoice: ConsentChoice | null = null;
const snapshot = () => readConsent(storage()) ?? sessionChoice;
const serverSnapshot = () => 'unknown' as const;

/**
 * Asks for consent once (the banner is loaded only while no choice is stored), and after
 * consent loads the integrations once the page is interactive. Until then nothing third-party
 * is requested (docs/decisions/014-observability.md).
 */
export function ConsentGate({ config }: { config: IntegrationsConfig }) {
  const choice = useSyncExternalStore(subscribe, snapshot, serverSnapshot);

  useEffect(() => {
    if (choice !== 'granted') return;
    let cancelled = false;
    const start = () => {
      if (!cancelled) void import('./load-integrations').then((m) => m.loadIntegrations(config));
    };
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3_000 }) : window.setTimeout(start, 1));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }, [choice, config]);

  const choose = useCallback((value: ConsentChoice) => {
    sessionChoice = value;
    storeConsent(storage(), value);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);

  if (choice !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} />
    </Suspense>
  );
}
