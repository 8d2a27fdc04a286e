import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBrandOnDark, readableBrandOnLight, readableTextOn, relativeLuminance } from './color';

describe('colour contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(['#1f4e79', '#0b5cad', '#7a1f3d', '#2e7d32', '#000000'])('puts white text on dark %s', (bg) => {
    expect(readableTextOn(bg)).toBe('#ffffff');
    expect(contrastRatio(bg, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#ffd23f', '#f5f5dc', '#9ad0ec', '#ffffff'])('puts black text on light %s', (bg) => {
    expect(readableTextOn(bg)).toBe('#000000');
    expect(contrastRatio(bg, '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it('always reaches AA with the chosen colour for any grey', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a brand colour that reads on a dark page, and lightens one that does not just enough', () => {
    expect(readableBrandOnDark('#d4a84b', '#1d2126')).toBe('#d4a84b');
    for (const brand of ['#1f4e79', '#0b5cad', '#7a1f3d', '#000000', '#a67c2e']) {
      const link = readableBrandOnDark(brand, '#1d2126');
      expect(contrastRatio(link, '#1d2126')).toBeGreaterThanOrEqual(4.5);
      expect(link).not.toBe('#ffffff');
    }
    // Lightened to read, not far past it.
    const navy = readableBrandOnDark('#1f4e79', '#1d2126');
    expect(contrastRatio(navy, '#1d2126')).toBeLessThan(4.5 + 1.5);
  });

  it('keeps a brand colour that reads on a light surface, and darkens one that does not just enough', () => {
    expect(readableBrandOnLight('#1f4e79', '#f5f6f8')).toBe('#1f4e79');
    for (const brand of ['#d4a84b', '#f59e0b', '#9cc9ff', '#ffffff', '#7e22ce']) {
      const link = readableBrandOnLight(brand, '#f5f6f8');
      expect(contrastRatio(link, '#f5f6f8'), brand).toBeGreaterThanOrEqual(4.5);
      expect(link).not.toBe('#000000');
    }
    // Darkened to read, not far past it: a gold stays a dark gold.
    const gold = readableBrandOnLight('#d4a84b', '#f5f6f8');
    expect(contrastRatio(gold, '#f5f6f8')).toBeLessThan(4.5 + 1.5);
  });
});
