/**
 * What the build's font sheets (scripts/build-fonts.mjs) and the realtor pages' own font cuts
 * (src/server/fonts) write alike: the cuts' weights and their @font-face rules.
 */

/** The static weights a cut is made from (@expo-google-fonts files), and the weights each serves. */
export const CUT_WEIGHTS = { 400: { style: '400Regular', range: '100 549' }, 700: { style: '700Bold', range: '550 900' } } as const;
export type CutWeight = keyof typeof CUT_WEIGHTS;

/**
 * The OpenType features a cut keeps: those of running text (kerning, ligatures, marks, the
 * language's own glyph forms). With every feature, a cut also kept each feature's other glyphs
 * (full-width, vertical, fractions…): a Latin cut was 32 KB a weight instead of 14 KB, the
 * Japanese visitor cut 93 KB instead of 60 KB (2026-11-26).
 */
export const CUT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'] as const;

/**
 * A CSS `unicode-range` value listing exactly these characters, runs of consecutive code points
 * merged into spans: `U+ac00-ac02,U+b098`.
 */
export function unicodeRange(chars: Iterable<string>): string {
  const points = [...new Set([...chars].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  const hex = (point: number) => point.toString(16);
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The @font-face rule of one cut: `family` in `weight`'s range, for exactly `range`'s characters. */
export function cutFace(family: string, weight: CutWeight, url: string, range: string): string {
  return (
    `@font-face{font-family:'${family}';font-style:normal;font-display:optional;font-weight:${CUT_WEIGHTS[weight].range};` +
    `src:url(${url}) format('woff2');unicode-range:${range}}`
  );
}
