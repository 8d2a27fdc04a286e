declare module 'subset-font' {
  /** Subsets a font (TTF, OTF, WOFF or WOFF2 bytes) to the glyphs of `text` with harfbuzz. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; variationAxes?: Record<string, number | { min: number; max: number }> },
  ): Promise<Buffer>;
}
