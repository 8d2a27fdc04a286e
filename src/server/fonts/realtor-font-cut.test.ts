import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The cuts are made on their own thread: subset-font is never loaded on this one.
vi.mock('subset-font', () => {
  throw new Error('subset-font was loaded on the app thread');
});
const { cutInThread, cutVersion, makeCut, MAX_CUT_CHARS, realtorFontFaces, sourceFontFile, uncoveredHangul } = await import('./realtor-font-cut');

describe('uncoveredHangul', () => {
  const covered = new Set('한국어');
  it("takes the record's Hangul that the language's sheet does not cover, once each, sorted", () => {
    expect(uncoveredHangul('{"name":"Grace Kim","korea_name":"김 그레이스","about":"한국어 그레이스"}', 'ko', (c) => covered.has(c))).toBe('그김레스이');
  });

  it('is empty for text without Hangul', () => {
    expect(uncoveredHangul('Grace Kim 日本語', 'en', () => false)).toBe('');
  });

  it(`keeps at most ${MAX_CUT_CHARS} characters`, () => {
    const many = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0xac00 + i)).join('');
    expect(uncoveredHangul(many, 'ko', () => false)).toHaveLength(MAX_CUT_CHARS);
  });
});

describe('realtorFontFaces', () => {
  it('names a regular and a bold cut, ranged to exactly the characters, at a URL versioned by them', () => {
    const css = realtorFontFaces('grace-kim', 'en', '가각김');
    const v = cutVersion('가각김');
    expect(css).toBe(
      `@font-face{font-family:'Noto Sans KR Variable';font-style:normal;font-display:optional;font-weight:100 549;src:url(/font-cuts/grace-kim/en/400.woff2?v=${v}) format('woff2');unicode-range:U+ac00-ac01,U+ae40}` +
        `@font-face{font-family:'Noto Sans KR Variable';font-style:normal;font-display:optional;font-weight:550 900;src:url(/font-cuts/grace-kim/en/700.woff2?v=${v}) format('woff2');unicode-range:U+ac00-ac01,U+ae40}`,
    );
    expect(cutVersion('가각')).not.toBe(v);
  });

  it('is empty without characters', () => {
    expect(realtorFontFaces('grace-kim', 'ko', '')).toBe('');
  });
});

describe('makeCut', { timeout: 30_000 }, () => {
  it('cuts the full font to a small WOFF2 file that holds those glyphs', async () => {
    const cut = await makeCut(700, '그레이스김');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeGreaterThan(500);
    expect(cut.length).toBeLessThan(10_000);
    // Memoised: the same characters give the same file without cutting again.
    expect(await makeCut(700, '그레이스김')).toBe(cut);
    // More characters, a bigger file: the glyphs are really in it.
    expect((await makeCut(700, '그레이스김가나다라마바사아자차카타파하')).length).toBeGreaterThan(cut.length);
  });
});

// A cut takes 0.3–4 s of a busy machine (the thread reads and parses a 6 MB font first).
describe('cutInThread', { timeout: 30_000 }, () => {
  it('cuts on the cut thread, and the thread goes on after a cut fails', async () => {
    await expect(cutInThread('/no/such/font.ttf', '가')).rejects.toThrow(/ENOENT/);
    const cut = await cutInThread(sourceFontFile(400), '가');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('keeps this thread free while it cuts', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // Two hundred glyphs: a cut of a few hundred milliseconds of CPU, made elsewhere.
    const chars = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0xb000 + i)).join('');
    await cutInThread(sourceFontFile(700), chars);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(1);
  });
});
