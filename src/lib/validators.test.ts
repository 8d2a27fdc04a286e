import { describe, it, expect } from 'vitest';
import {
  normalizePhone,
  isValidPhone,
  isValidPhoneNumber,
  isValidContactPhone,
  SLUG_PATTERN,
  SLUG_MAX_LENGTH,
  isValidSlug,
  RESERVED_SLUGS,
  isReservedSlug,
  isValidDesiredUrl,
  isValidEmail,
  isValidUrl,
  VIDEO_URL_PREFIX,
  isValidVideoUrl,
  isCalendarDate,
  isValidCareerDate,
  isYN,
  isHexColor,
  VALIDATION_ERRORS,
  phoneSchema,
  slugSchema,
  desiredUrlSchema,
  emailSchema,
  urlSchema,
  videoUrlSchema,
  careerDateSchema,
  ynSchema,
  hexColorSchema,
  parseHttpUrl,
  webLink,
} from './validators';

describe('normalizePhone', () => {
  it('removes dashes and spaces', () => {
    expect(normalizePhone('010-1234-5678')).toBe('01012345678');
    expect(normalizePhone(' 949 555-0100 ')).toBe('9495550100');
    expect(normalizePhone('9495550100')).toBe('9495550100');
    expect(normalizePhone('')).toBe('');
  });
  it('keeps other characters', () => {
    expect(normalizePhone('+1 (949) 555-0100')).toBe('+1(949)5550100');
  });
});

describe('isValidPhoneNumber (issue #29)', () => {
  it('refuses "949-555-77", which the contact form took', () => {
    expect(isValidPhoneNumber('949-555-77', 'US')).toBe(false);
  });
  it('takes the numbers that pass the SPEC rule and are real numbers of their country', () => {
    expect(isValidPhoneNumber('949-555-0100', 'US')).toBe(true);
    expect(isValidPhoneNumber('9495550100', 'US')).toBe(true);
    expect(isValidPhoneNumber('010-1234-5678', 'KR')).toBe(true);
    expect(isValidPhoneNumber('090-1234-5678', 'JP')).toBe(true);
  });
  it('refuses a number of the wrong country, and anything but digits and hyphens', () => {
    expect(isValidPhoneNumber('949-555-0100', 'KR')).toBe(false);
    expect(isValidPhoneNumber('+1 949 555 0100', 'US')).toBe(false);
    expect(isValidPhoneNumber('---', 'US')).toBe(false);
  });
});

describe('isValidContactPhone', () => {
  it('takes a real US number, or a Korean one of 11 digits', () => {
    expect(isValidContactPhone('714-555-0199')).toBe(true);
    expect(isValidContactPhone('010-1234-5678')).toBe(true);
  });
  it('refuses a number of the SPEC shape that no one can call', () => {
    expect(isValidContactPhone('949-123-4567')).toBe(false);
    expect(isValidContactPhone('949-555-77')).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('US needs exactly 10 digits after dash removal', () => {
    expect(isValidPhone('949-555-0100', 'US')).toBe(true);
    expect(isValidPhone('9495550100', 'US')).toBe(true);
    expect(isValidPhone('949555010', 'US')).toBe(false);
    expect(isValidPhone('94955501000', 'US')).toBe(false);
  });
  it('any other region needs exactly 11 digits', () => {
    expect(isValidPhone('010-1234-5678', 'KR')).toBe(true);
    expect(isValidPhone('01012345678', 'JP')).toBe(true);
    expect(isValidPhone('0101234567', 'KR')).toBe(false);
    expect(isValidPhone('010123456789', 'KR')).toBe(false);
    expect(isValidPhone('9495550100', 'CA')).toBe(false);
    expect(isValidPhone('01012345678', '')).toBe(true);
  });
  it('region US is matched case-insensitively', () => {
    expect(isValidPhone('9495550100', 'us')).toBe(true);
    expect(isValidPhone('9495550100', ' US ')).toBe(true);
  });
  it('rejects non-digits after dash removal (including spaces, +, parens)', () => {
    expect(isValidPhone('949 555 0100', 'US')).toBe(false);
    expect(isValidPhone('949-555-010a', 'US')).toBe(false);
    expect(isValidPhone('+19495550100', 'US')).toBe(false);
    expect(isValidPhone('(949)5550100', 'US')).toBe(false);
    expect(isValidPhone('949.555.0100', 'US')).toBe(false);
    expect(isValidPhone('٩٤٩٥٥٥٠١٠٠', 'US')).toBe(false); // non-ASCII digits
  });
  it('rejects empty and dash-only input', () => {
    expect(isValidPhone('', 'US')).toBe(false);
    expect(isValidPhone('----------', 'US')).toBe(false);
  });
  it('accepts dashes anywhere', () => {
    expect(isValidPhone('-9-4-9-5-5-5-0-1-0-0-', 'US')).toBe(true);
  });
  it('accepts spaces once normalized', () => {
    expect(isValidPhone(normalizePhone('949 555 0100'), 'US')).toBe(true);
  });
});

describe('isValidSlug / SLUG_PATTERN', () => {
  it('accepts letters, underscore, hyphen', () => {
    for (const s of ['kim', 'Jane-Doe', 'jane_doe', 'A', '_', '-', 'a-b_C']) {
      expect(isValidSlug(s), s).toBe(true);
      expect(SLUG_PATTERN.test(s), s).toBe(true);
    }
  });
  it('rejects digits, spaces, dots, non-ASCII and empty', () => {
    for (const s of ['kim1', '007', 'jane doe', 'jane.doe', 'jane/doe', 'kím', '김', '', ' kim', 'kim\n']) {
      expect(isValidSlug(s), JSON.stringify(s)).toBe(false);
    }
  });
  it('enforces length 1..63', () => {
    expect(SLUG_MAX_LENGTH).toBe(63);
    expect(isValidSlug('a'.repeat(63))).toBe(true);
    expect(isValidSlug('a'.repeat(64))).toBe(false);
  });
});

describe('RESERVED_SLUGS / isReservedSlug', () => {
  const required = [
    'admin', 'login', 'logout', 'terms', 'agreement', 'process', 'probiz', 'api', 'builds',
    'en', 'ko', 'ja', 'ja-jp', 'v1', 'cozying-api', '_next', 'static', 'public', 'uploads',
    'healthz', 'readyz', 'metrics', 'sitemap', 'robots', 'favicon', 'manifest', 'privacy',
    'signup', 'register', 'settings', 'dashboard', 'inbox', 'www', 'app', 'assets', 'images',
    'demo', 'landing', 'docs', 'openapi', 'auth', 'gsap_sample', 'pinia_sample', '404', '500',
    'error', 'not-found',
  ];
  it('contains every spec-required name', () => {
    for (const name of required) expect(RESERVED_SLUGS.has(name), name).toBe(true);
  });
  it('stores entries in lowercase', () => {
    for (const name of RESERVED_SLUGS) expect(name).toBe(name.toLowerCase());
  });
  it('matches case-insensitively', () => {
    expect(isReservedSlug('ADMIN')).toBe(true);
    expect(isReservedSlug('ja-JP')).toBe(true);
    expect(isReservedSlug('JA-jp')).toBe(true);
    expect(isReservedSlug('Gsap_Sample')).toBe(true);
  });
  it('does not match ordinary names or partial names', () => {
    expect(isReservedSlug('jane-doe')).toBe(false);
    expect(isReservedSlug('admins-house')).toBe(false);
    expect(isReservedSlug('adm')).toBe(false);
    expect(isReservedSlug('')).toBe(false);
  });
});

describe('isValidDesiredUrl', () => {
  it('requires a valid, non-reserved slug', () => {
    expect(isValidDesiredUrl('jane-doe')).toBe(true);
    expect(isValidDesiredUrl('Jane_Doe')).toBe(true);
    expect(isValidDesiredUrl('admin')).toBe(false);
    expect(isValidDesiredUrl('Login')).toBe(false);
    expect(isValidDesiredUrl('ja-JP')).toBe(false);
    expect(isValidDesiredUrl('jane2')).toBe(false);
    expect(isValidDesiredUrl('')).toBe(false);
    expect(isValidDesiredUrl('a'.repeat(64))).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts typical addresses', () => {
    for (const s of [
      'jane@example.com',
      'jane.doe+tag@mail.example.co.kr',
      'j_d%x-1@sub-domain.example.io',
      'A1@B2.CD',
    ]) {
      expect(isValidEmail(s), s).toBe(true);
    }
  });
  it('rejects malformed addresses', () => {
    for (const s of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@example.c',
      'jane@example.c0m',
      'jane@@example.com',
      'ja ne@example.com',
      'jane@exa mple.com',
      'jane@example..com',
      'jane@.example.com',
      'jane@example.com.',
      'jane!@example.com',
      'jane@exam_ple.com',
      'jané@example.com',
      ' jane@example.com',
    ]) {
      expect(isValidEmail(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('isValidUrl', () => {
  it('accepts hosts with optional scheme, port, path, query and fragment', () => {
    for (const s of [
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://example.com',
      'https://sub.example.co.kr',
      'example.com:8080',
      'https://example.com:443/',
      'https://example.com/path/to/page',
      'https://example.com/path?x=1&y=2',
      'https://example.com/path#section',
      'https://example.com/path?x=1#frag',
      'https://example.com?x=1',
      'my-site.example.com/a-b_c.html',
      '192.168.0.1:3000/x',
    ]) {
      expect(isValidUrl(s), s).toBe(true);
    }
  });
  it('rejects spaces, missing dot, bad scheme and bad port', () => {
    for (const s of [
      '',
      'localhost',
      'example',
      'https://',
      'ftp://example.com',
      'https//example.com',
      'https://exa mple.com',
      'https://example.com/a b',
      ' https://example.com',
      'https://example.com ',
      'https://example.com:',
      'https://example.com:abc',
      'https://example.com:123456',
      'https://.example.com',
      'https://example..com',
      'https://user@example.com',
    ]) {
      expect(isValidUrl(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('isValidVideoUrl', () => {
  it('exports the YouTube prefix', () => {
    expect(VIDEO_URL_PREFIX).toBe('https://www.youtube.com/');
  });
  it('accepts URLs starting with the prefix', () => {
    expect(isValidVideoUrl('https://www.youtube.com/watch?v=abc123')).toBe(true);
    expect(isValidVideoUrl('https://www.youtube.com/embed/abc123')).toBe(true);
    expect(isValidVideoUrl('https://www.youtube.com/')).toBe(true);
  });
  it('rejects anything else', () => {
    for (const s of [
      '',
      'https://www.youtube.com',
      'http://www.youtube.com/watch?v=abc',
      'https://youtube.com/watch?v=abc',
      'https://youtu.be/abc',
      'https://m.youtube.com/watch?v=abc',
      'https://vimeo.com/123',
      ' https://www.youtube.com/watch?v=abc',
      'HTTPS://WWW.YOUTUBE.COM/watch?v=abc',
      'https://www.youtube.com.evil.com/',
    ]) {
      expect(isValidVideoUrl(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('isValidCareerDate', () => {
  it('accepts YYYY-MM-DD with month 01-12 and day 01-31', () => {
    for (const s of ['2024-01-01', '1999-12-31', '2024-10-10', '0001-09-09', '2024-11-30']) {
      expect(isValidCareerDate(s), s).toBe(true);
    }
  });
  it('does not check month lengths (pattern-level only)', () => {
    expect(isValidCareerDate('2023-02-31')).toBe(true);
    expect(isValidCareerDate('2023-04-31')).toBe(true);
  });
  it('rejects out-of-range months/days and other formats', () => {
    for (const s of [
      '',
      '2024-00-10',
      '2024-13-01',
      '2024-01-00',
      '2024-01-32',
      '2024-1-01',
      '2024-01-1',
      '24-01-01',
      '20240-01-01',
      '2024/01/01',
      '2024-01-01T00:00',
      ' 2024-01-01',
      '2024-01-01 ',
      'abcd-01-01',
    ]) {
      expect(isValidCareerDate(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('isYN', () => {
  it('accepts only exact Y or N', () => {
    expect(isYN('Y')).toBe(true);
    expect(isYN('N')).toBe(true);
    for (const s of ['y', 'n', '', 'YES', 'NO', ' Y', 'Y ', 'YN']) {
      expect(isYN(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('isHexColor', () => {
  it("accepts '#' + 6 hex digits in either case", () => {
    for (const s of ['#000000', '#FFFFFF', '#ffffff', '#a1B2c3', '#123456']) {
      expect(isHexColor(s), s).toBe(true);
    }
  });
  it('rejects other lengths, missing #, and non-hex', () => {
    for (const s of ['', '#fff', '#fffffff', '000000', '#00000g', '##000000', '#12345', ' #000000', '#000000 ']) {
      expect(isHexColor(s), JSON.stringify(s)).toBe(false);
    }
  });
});

/** First issue message of a failed safeParse, or undefined on success. */
function firstError(result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('zod schemas', () => {
  it('pass valid values through unchanged', () => {
    expect(slugSchema.parse('jane-doe')).toBe('jane-doe');
    expect(desiredUrlSchema.parse('jane-doe')).toBe('jane-doe');
    expect(emailSchema.parse('jane@example.com')).toBe('jane@example.com');
    expect(urlSchema.parse('https://example.com/x')).toBe('https://example.com/x');
    expect(videoUrlSchema.parse('https://www.youtube.com/watch?v=1')).toBe('https://www.youtube.com/watch?v=1');
    expect(careerDateSchema.parse('2024-05-06')).toBe('2024-05-06');
    expect(ynSchema.parse('Y')).toBe('Y');
    expect(hexColorSchema.parse('#AbCdEf')).toBe('#AbCdEf');
    expect(phoneSchema('US').parse('949-555-0100')).toBe('949-555-0100');
    expect(phoneSchema('KR').parse('010-1234-5678')).toBe('010-1234-5678');
  });

  it('report stable error codes', () => {
    expect(firstError(slugSchema.safeParse('jane1'))).toBe('invalid_slug');
    expect(firstError(emailSchema.safeParse('nope'))).toBe('invalid_email');
    expect(firstError(urlSchema.safeParse('not a url'))).toBe('invalid_url');
    expect(firstError(videoUrlSchema.safeParse('https://vimeo.com/1'))).toBe('invalid_video_url');
    expect(firstError(careerDateSchema.safeParse('2024-13-01'))).toBe('invalid_career_date');
    expect(firstError(ynSchema.safeParse('y'))).toBe('invalid_yn');
    expect(firstError(hexColorSchema.safeParse('#fff'))).toBe('invalid_hex_color');
    expect(firstError(phoneSchema('US').safeParse('010-1234-5678'))).toBe('invalid_phone');
    expect(firstError(phoneSchema('KR').safeParse('949-555-0100'))).toBe('invalid_phone');
  });

  it('desiredUrlSchema reports invalid_slug or reserved_slug, exactly one issue', () => {
    const reserved = desiredUrlSchema.safeParse('Admin');
    expect(firstError(reserved)).toBe('reserved_slug');
    expect(reserved.error?.issues).toHaveLength(1);

    // '404' is reserved but also not a slug: only the slug error is reported.
    const malformed = desiredUrlSchema.safeParse('404');
    expect(firstError(malformed)).toBe('invalid_slug');
    expect(malformed.error?.issues).toHaveLength(1);
  });

  it('reject non-strings', () => {
    expect(slugSchema.safeParse(123).success).toBe(false);
    expect(emailSchema.safeParse(null).success).toBe(false);
    expect(ynSchema.safeParse(true).success).toBe(false);
  });

  it('VALIDATION_ERRORS codes are unique snake_case strings', () => {
    const codes = Object.values(VALIDATION_ERRORS);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('webLink', () => {
  it("answers the https address of one saved without its scheme, and null for what is not a web address", () => {
    expect(webLink('open.kakao.com/o/grace')?.href).toBe('https://open.kakao.com/o/grace');
    expect(webLink('http://line.me/ti/p/~grace')?.href).toBe('http://line.me/ti/p/~grace');
    for (const stored of ['javascript:alert(1)', 'exa mple.com', '', null, undefined]) expect(webLink(stored), String(stored)).toBeNull();
  });
});

describe('parseHttpUrl', () => {
  it('answers an absolute http(s) URL, and null for anything a page could not use as a base', () => {
    expect(parseHttpUrl('https://grace.example.com/ko')?.host).toBe('grace.example.com');
    expect(parseHttpUrl('HTTP://grace.example.com')?.protocol).toBe('http:');
    for (const stored of ['grace.example.com', 'www.example.com/jane', 'javascript:alert(1)', 'https://', 'http://exa mple.com', '', null, undefined]) {
      expect(parseHttpUrl(stored), String(stored)).toBeNull();
    }
  });
});

describe('isCalendarDate', () => {
  it('accepts the days of the calendar, leap days in leap years included', () => {
    for (const s of ['2013-01-07', '2024-02-29', '2000-02-29', '0001-01-01', '1999-12-31']) expect(isCalendarDate(s), s).toBe(true);
  });

  it('refuses what the SPEC pattern lets through but no calendar has, and what the pattern refuses', () => {
    for (const s of ['2023-02-31', '2023-04-31', '2023-02-29', '1900-02-29', '2023-13-01', '2023-1-01', '']) expect(isCalendarDate(s), s).toBe(false);
  });
});
