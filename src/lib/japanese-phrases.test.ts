import { describe, expect, it } from 'vitest';
import { japanesePhrases } from './japanese-phrases';

describe('japanesePhrases', () => {
  it("cuts at BudouX's phrases", () => {
    expect(japanesePhrases('何でもご相談ください。')).toEqual(['何でも', 'ご相談ください。']);
    expect(japanesePhrases('日本にいるご家族とも')).toEqual(['日本に', 'いる', 'ご家族とも']);
  });

  it('keeps whole the words whose middle BudouX cuts', () => {
    // BudouX alone: "物件でも、 / どう / ぞお気軽に / ご連絡ください" and "箇所を / いく / つか / 手直し".
    expect(japanesePhrases('物件でも、どうぞお気軽にご連絡ください')).toEqual(['物件でも、', 'どうぞお気軽に', 'ご連絡ください']);
    expect(japanesePhrases('目をとめる箇所をいくつか手直ししたうえで')).toEqual(['目を', 'とめる', '箇所を', 'いくつか', '手直ししたうえで']);
    expect(japanesePhrases('いくつかの物件')).toEqual(['いくつかの', '物件']);
  });

  it('loses and adds no character', () => {
    const text = 'ご購入・ご売却はもちろん、賃貸や投資のご相談も、どうぞお気軽にお問い合わせください。いくつでも。';
    expect(japanesePhrases(text).join('')).toBe(text);
    expect(japanesePhrases('')).toEqual([]);
  });
});
