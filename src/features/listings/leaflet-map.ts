/**
 * Leaflet, loaded only when a visitor asks for a listing's map (ListingMap.tsx): the library and
 * its styles are their own chunk, requested by no other page.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export function mountMap(
  element: HTMLElement,
  { tileUrl, attribution, latitude, longitude, label }: { tileUrl: string; attribution: string; latitude: number; longitude: number; label: string },
): () => void {
  const map = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
  L.tileLayer(tileUrl, { attribution, maxZoom: 19, subdomains: 'abc' }).addTo(map);
  // A vector marker: no marker image to fetch (Leaflet's default icon is a PNG found through CSS).
  L.circleMarker([latitude, longitude], { radius: 9, weight: 3, color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.8 })
    .addTo(map)
    .bindTooltip(label);
  return () => map.remove();
}
