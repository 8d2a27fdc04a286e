/**
 * A CSS `unicode-range` value listing exactly these characters, runs of consecutive code points
 * merged into spans: `U+ac00-ac02,U+b098`. Shared by the build's font sheets
 * (scripts/build-fonts.mjs) and the realtor pages' own font cuts (src/server/fonts).
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
