import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { koreanFontFaces } = await import('./korean-faces');

const face = (file: string, from: number, to: number) => ({
  ranges: [[from, to]] as [number, number][],
  css: `@font-face{font-family:'Noto Sans KR Variable';src:url(/fonts/${file}.woff2) format('woff2');unicode-range:U+${from.toString(16)}-${to.toString(16)}}`,
});
// Two subset files: 가-깋 (U+AC00-AC4B) and 나-닣 (U+B098-B2E3), and one no text uses.
const faces = [face('a', 0xac00, 0xac4b), face('b', 0xb098, 0xb2e3), face('c', 0xd000, 0xd0ff)];

describe('koreanFontFaces', () => {
  it('inlines only the faces whose files hold the Hangul of the text, each ranged to those characters', () => {
    const css = koreanFontFaces('{"name":"Grace Kim","korea_name":"가각 나가"}', faces);
    expect(css).toBe(
      "@font-face{font-family:'Noto Sans KR Variable';src:url(/fonts/a.woff2) format('woff2');unicode-range:U+ac00-ac01}" +
        "@font-face{font-family:'Noto Sans KR Variable';src:url(/fonts/b.woff2) format('woff2');unicode-range:U+b098}",
    );
  });

  it("leaves out the language menu's 한국어, which the page's stylesheet covers with its own small faces", () => {
    expect(koreanFontFaces('한국어', [face('menu', 0xac00, 0xd7a3)])).toBe('');
    expect(koreanFontFaces('한국어 가', [face('menu', 0xac00, 0xd7a3)])).toContain('unicode-range:U+ac00}');
  });

  it('is empty for text without Hangul', () => {
    expect(koreanFontFaces('Grace Kim 日本語', faces)).toBe('');
  });
});
