import { describe, expect, it } from 'vitest';
import { keepKoreanWordsWhole } from './korean-text';

const J = '\u2060';

describe('keepKoreanWordsWhole', () => {
  it('joins a particle to the closing bracket or quote before it', () => {
    expect(keepKoreanWordsWhole('한나 조(조한나)입니다.')).toBe(`한나 조${J}(조한나)${J}입니다.`);
    expect(keepKoreanWordsWhole('“좋은 집”이라고')).toBe(`“좋은 집”${J}이라고`);
    expect(keepKoreanWordsWhole('[서울]에서')).toBe(`[서울]${J}에서`);
    expect(keepKoreanWordsWhole('Inc.(CRMLS)의 정보')).toBe(`Inc.${J}(CRMLS)${J}의 정보`);
  });

  it('joins an opening bracket to the word it follows, with no space between', () => {
    expect(keepKoreanWordsWhole('하이픈(-)만')).toBe(`하이픈${J}(-)${J}만`);
    expect(keepKoreanWordsWhole('MLS(Multiple Listing Service)에서')).toBe(`MLS${J}(Multiple Listing Service)${J}에서`);
  });

  it('leaves the breaks between words, and text without brackets, as they are', () => {
    expect(keepKoreanWordsWhole('집 (매매) 문의')).toBe('집 (매매) 문의');
    expect(keepKoreanWordsWhole('(주) 에퀴티')).toBe('(주) 에퀴티');
    expect(keepKoreanWordsWhole('(조한나).')).toBe('(조한나).');
    expect(keepKoreanWordsWhole('어바인 학군 가이드')).toBe('어바인 학군 가이드');
    expect(keepKoreanWordsWhole('')).toBe('');
  });
});
