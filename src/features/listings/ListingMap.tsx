'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readConsent } from '@/lib/consent';

export interface ListingMapProps {
  /** MAP_TILE_URL: a raster tile template. */
  tileUrl: string;
  attribution: string;
  latitude: number;
  longitude: number;
  labels: { show: string; note: string; map: string };
}

function subscribe(onChange: () => void) {
  window.addEventListener('consentchange', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('consentchange', onChange);
    window.removeEventListener('storage', onChange);
  };
}

function storedConsent(): string | null {
  try {
    return readConsent(window.localStorage);
  } catch {
    return null;
  }
}

/**
 * The map of a listing (issue #24): nothing is asked of the tile server until the visitor clicks
 * "show the map" or has consented to third-party services (src/lib/consent.ts); Leaflet and its
 * styles load then, from this site. The server renders the button and the note naming the tile
 * server; the link to the visitor's own map app stays beside it.
 */
export function ListingMap({ tileUrl, attribution, latitude, longitude, labels }: ListingMapProps) {
  const consent = useSyncExternalStore(subscribe, storedConsent, () => null);
  const [asked, setAsked] = useState(false);
  const show = asked || consent === 'granted';
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!show || !container.current) return;
    let disposed = false;
    let unmount: (() => void) | undefined;
    void import('./leaflet-map').then(({ mountMap }) => {
      if (disposed || !container.current) return;
      unmount = mountMap(container.current, { tileUrl, attribution, latitude, longitude, label: labels.map });
    });
    return () => {
      disposed = true;
      unmount?.();
    };
  }, [show, tileUrl, attribution, latitude, longitude, labels.map]);

  if (!show) {
    return (
      <div data-testid="listing-map-placeholder">
        <p>{labels.note}</p>
        <button type="button" onClick={() => setAsked(true)}>
          {labels.show}
        </button>
      </div>
    );
  }
  return <div ref={container} role="region" aria-label={labels.map} data-testid="listing-map" style={{ height: 320, width: '100%' }} />;
}
