import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The cuts are made on their own thread: subset-font is never loaded on this one.
vi.mock('subset-font', () => {
  throw new Error('subset-font was loaded on the app thread');
});
const { cutInThread, cutVersion, makeCut, MAX_CUT_CHARS, realtorFontFaces, sourceFontFile, uncoveredChars } = await import('./realtor-font-cut');

describe('uncoveredChars', () => {
  const covered = new Set('한국어日本語です');
  const isCovered = (c: string) => covered.has(c);
  it("takes the record's Hangul that the language's sheet does not cover, once each, sorted", () => {
    expect(uncoveredChars('{"name":"Grace Kim","korea_name":"김 그레이스","about":"한국어 그레이스"}', 'ko', 'kr', isCovered)).toBe('그김레스이');
  });

  it('takes kanji, kana, CJK punctuation and full-width forms for the Japanese cut, on Japanese pages only', () => {
    const text = '{"name":"田中 健二","about":"日本語です。ロサンゼルス（LA）のお家探し","korea":"한국어"}';
    expect(uncoveredChars(text, 'ja-JP', 'jp', isCovered)).toBe([...'田中健二。ロサンゼルス（）のお家探し'].sort().join(''));
    expect(uncoveredChars(text, 'ko', 'jp', isCovered)).toBe('');
    expect(uncoveredChars(text, 'en', 'jp', isCovered)).toBe('');
    // Hangul on a Japanese page still gets the Korean cut.
    expect(uncoveredChars('김 田中', 'ja-JP', 'kr', isCovered)).toBe('김');
  });

  it('is empty for text without characters of the script', () => {
    expect(uncoveredChars('Grace Kim 日本語', 'en', 'kr', () => false)).toBe('');
    expect(uncoveredChars('Grace Kim 김', 'ja-JP', 'jp', () => false)).toBe('');
  });

  it(`keeps at most ${MAX_CUT_CHARS} characters`, () => {
    const many = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0xac00 + i)).join('');
    expect(uncoveredChars(many, 'ko', 'kr', () => false)).toHaveLength(MAX_CUT_CHARS);
    const kanji = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    expect(uncoveredChars(kanji, 'ja-JP', 'jp', () => false)).toHaveLength(MAX_CUT_CHARS);
  });
});

describe('realtorFontFaces', () => {
  const face = (family: string, weights: string, url: string, range: string) =>
    `@font-face{font-family:'${family}';font-style:normal;font-display:optional;font-weight:${weights};src:url(${url}) format('woff2');unicode-range:${range}}`;

  it('names a regular and a bold cut, ranged to exactly the characters, at a URL versioned by them', () => {
    const css = realtorFontFaces('grace-kim', 'en', 'Grace 가각김 田中', () => false);
    const v = cutVersion('가각김');
    expect(css).toBe(
      face('Noto Sans KR Variable', '100 549', `/font-cuts/grace-kim/en/kr-400.woff2?v=${v}`, 'U+ac00-ac01,U+ae40') +
        face('Noto Sans KR Variable', '550 900', `/font-cuts/grace-kim/en/kr-700.woff2?v=${v}`, 'U+ac00-ac01,U+ae40'),
    );
    expect(cutVersion('가각')).not.toBe(v);
  });

  it('adds the Japanese cuts on a Japanese page', () => {
    const css = realtorFontFaces('kenji-tanaka', 'ja-JP', '김 田中', () => false);
    const v = cutVersion('中田');
    expect(css).toContain(face('Noto Sans JP Variable', '100 549', `/font-cuts/kenji-tanaka/ja-JP/jp-400.woff2?v=${v}`, 'U+4e2d,U+7530'));
    expect(css).toContain(face('Noto Sans JP Variable', '550 900', `/font-cuts/kenji-tanaka/ja-JP/jp-700.woff2?v=${v}`, 'U+4e2d,U+7530'));
    expect(css).toContain('/font-cuts/kenji-tanaka/ja-JP/kr-400.woff2');
  });

  it('is empty when the sheet covers every character', () => {
    expect(realtorFontFaces('grace-kim', 'ko', 'Grace 김', () => true)).toBe('');
    expect(realtorFontFaces('grace-kim', 'ko', 'Grace', () => false)).toBe('');
  });
});

describe('makeCut', { timeout: 30_000 }, () => {
  it('cuts the full font to a small WOFF2 file that holds those glyphs', async () => {
    const cut = await makeCut('kr', 700, '그레이스김');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeGreaterThan(500);
    expect(cut.length).toBeLessThan(10_000);
    // Memoised: the same characters give the same file without cutting again.
    expect(await makeCut('kr', 700, '그레이스김')).toBe(cut);
    // More characters, a bigger file: the glyphs are really in it.
    expect((await makeCut('kr', 700, '그레이스김가나다라마바사아자차카타파하')).length).toBeGreaterThan(cut.length);
  });

  it('cuts Japanese from the Japanese font', async () => {
    const cut = await makeCut('jp', 400, '田中健二');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(cut.length).toBeGreaterThan(500);
    expect((await makeCut('jp', 400, '田中健二不動産のお家探し')).length).toBeGreaterThan(cut.length);
    // Not in the Korean font's cut of the same characters: they are different fonts.
    expect((await makeCut('kr', 400, '田中健二')).equals(cut)).toBe(false);
  });
});

// A cut takes 0.3–4 s of a busy machine (the thread reads and parses a 6 MB font first).
describe('cutInThread', { timeout: 30_000 }, () => {
  it('cuts on the cut thread, and the thread goes on after a cut fails', async () => {
    await expect(cutInThread('/no/such/font.ttf', '가')).rejects.toThrow(/ENOENT/);
    const cut = await cutInThread(sourceFontFile('kr', 400), '가');
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('keeps this thread free while it cuts', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // Two hundred glyphs: a cut of a few hundred milliseconds of CPU, made elsewhere.
    const chars = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0xb000 + i)).join('');
    await cutInThread(sourceFontFile('kr', 700), chars);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(1);
  });
});
