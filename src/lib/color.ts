/**
 * Colour contrast (WCAG 2.1): text on a realtor's main colour is black or white, whichever
 * contrasts more, so it always meets AA (4.5:1 for body text) when either can.
 */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** '#000000' or '#ffffff', whichever reads better on `background`. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** `color` (#rrggbb) mixed with `target` (white or black) by `share` (0–1). */
function mixWith(color: string, target: 0 | 255, share: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c + (target - c) * share).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` itself when it reads on `background` (4.5:1), else the least mix of it with `target` that does. */
function readableBrand(color: string, background: string, target: 0 | 255): string {
  for (let step = 0; step <= 20; step++) {
    const mixed = mixWith(color, target, step / 20);
    if (contrastRatio(mixed, background) >= 4.5) return mixed;
  }
  return target ? '#ffffff' : '#000000';
}

/**
 * The brand colour as a link (and a ticked box) on a light page: darkened toward black only as far
 * as it must be to read (a gold or a pale blue darkened, still the brand's hue).
 */
export function readableBrandOnLight(color: string, background: string): string {
  return readableBrand(color, background, 0);
}

/** The brand colour as a link on a dark page: lightened toward white only as far as it must be to read. */
export function readableBrandOnDark(color: string, background: string): string {
  return readableBrand(color, background, 255);
}
