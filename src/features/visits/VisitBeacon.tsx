'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The beacon's endpoint (src/app/v1/visits/route.ts). */
export const VISIT_ENDPOINT = '/v1/visits';

/** Pages under a realtor that are not visits: the editor, the insights, sign-in and the demos. */
const NOT_COUNTED = /\/(admin|login|process|probiz|gsap_sample|pinia_sample)(\/|$)/;

/** The first page view of this document keeps its referrer; later ones are moves inside the site. */
let firstView = true;

function send(realtor: string) {
  const path = window.location.pathname;
  if (NOT_COUNTED.test(path)) return;
  const referrer = firstView ? document.referrer : '';
  firstView = false;
  const body = JSON.stringify({ realtor, path, referrer });
  const blob = new Blob([body], { type: 'application/json' });
  // sendBeacon survives the page being left; fetch with keepalive where it is refused or missing.
  if (navigator.sendBeacon?.(VISIT_ENDPOINT, blob)) return;
  void fetch(VISIT_ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {});
}

/**
 * Counts a page view of a realtor's pages (issue #28, decision 031): after the page has loaded,
 * once per page the visitor sees (again after each move inside the site), and only once a
 * prerendered page is really shown. No cookie, no storage, no third party; without script, nothing
 * is sent. The page stays cached as it is: the count is a separate request.
 */
export function VisitBeacon({ realtor }: { realtor: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const doc = document as Document & { prerendering?: boolean };
    if (!doc.prerendering) {
      send(realtor);
      return;
    }
    const shown = () => send(realtor);
    doc.addEventListener('prerenderingchange', shown, { once: true });
    return () => doc.removeEventListener('prerenderingchange', shown);
  }, [realtor, pathname]);
  return null;
}
