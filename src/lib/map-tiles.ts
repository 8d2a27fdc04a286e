/**
 * The map of a listing's page (issue #24) draws raster tiles from the server that `MAP_TILE_URL`
 * names, a template such as `https://tile.example/{z}/{x}/{y}.png` (`{s}` for a subdomain letter,
 * `{r}` for Leaflet's retina suffix). Pure: the environment schema, the CSP and the page share it.
 */

/** Whether a template is an http(s) URL with {z}, {x} and {y}. */
export function isTileUrlTemplate(template: string): boolean {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template)) return false;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The CSP source of a template's tiles (`https://*.tile.example` when it names subdomains), or none. */
export function tileSources(template: string | undefined): string[] {
  if (!template || !isTileUrlTemplate(template)) return [];
  const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0'));
  if (!template.includes('{s}')) return [url.origin];
  const host = new URL(template.replace(/\{s\}\./, '').replace(/\{[a-z]+\}/gi, '0')).host;
  return [`${url.protocol}//*.${host}`];
}

/** The host a visitor's browser would ask for tiles (said before they choose to load the map). */
export function tileHost(template: string): string {
  return new URL(template.replace(/\{s\}\./, '').replace(/\{[a-z]+\}/gi, '0')).host;
}
