import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors/app-error';
import {
  checkUploadLimits,
  makeUploadKey,
  mediaType,
  presignRequestSchema,
  SERVED_CONTENT_TYPES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_KEY_PATTERN,
  type PresignFile,
} from './upload-policy';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const file = (over: Partial<PresignFile> = {}): PresignFile => ({ fileName: 'a.png', contentType: 'image/png', size: 1000, ...over });

function thrown(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('upload keys', () => {
  it('are realtors/{yyyy}/{mm}/{uuid}{ext} from the content type, in UTC', () => {
    const key = makeUploadKey('image/jpeg', new Date('2026-01-31T23:30:00-05:00'));
    expect(key).toMatch(/^realtors\/2026\/02\/[0-9a-f-]{36}\.jpg$/);
    expect(UPLOAD_KEY_PATTERN.test(key)).toBe(true);
    expect(makeUploadKey('image/vnd.microsoft.icon', new Date())).toMatch(/\.ico$/);
    expect(makeUploadKey('image/png', new Date())).not.toBe(makeUploadKey('image/png', new Date()));
  });

  it('match a strict pattern only', () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(UPLOAD_KEY_PATTERN.test(`realtors/2026/11/${uuid}.webp`)).toBe(true);
    for (const key of [
      `realtors/2026/13/${uuid}.png`,
      `realtors/2026/11/${uuid}.svg`,
      `realtors/2026/11/${uuid}.png/../x.png`,
      `../realtors/2026/11/${uuid}.png`,
      `realtors/2026/11/${uuid.toUpperCase()}.png`,
      `realtors/2026/11/${uuid}.png.part`,
      `/realtors/2026/11/${uuid}.png`,
      '../../etc/passwd',
    ]) {
      expect(UPLOAD_KEY_PATTERN.test(key), key).toBe(false);
    }
  });

  it('serve each stored extension as one allowed image type', () => {
    const extensions = new Set(Object.values(UPLOAD_CONTENT_TYPES));
    expect(new Set(Object.keys(SERVED_CONTENT_TYPES))).toEqual(extensions);
    for (const type of Object.values(SERVED_CONTENT_TYPES)) expect(Object.keys(UPLOAD_CONTENT_TYPES)).toContain(type);
  });
});

describe('presignRequestSchema', () => {
  it('accepts files and normalises the content type', () => {
    const parsed = presignRequestSchema.parse({ files: [{ fileName: ' top.PNG ', contentType: 'Image/PNG; charset=x', size: 12 }] });
    expect(parsed.files).toEqual([{ fileName: 'top.PNG', contentType: 'image/png', size: 12 }]);
  });

  it.each([
    ['no files', { files: [] }],
    ['unknown fields', { files: [file()], extra: 1 }],
    ['unknown file fields', { files: [{ ...file(), path: '/etc' }] }],
    ['a missing size', { files: [{ fileName: 'a.png', contentType: 'image/png' }] }],
    ['a zero size', { files: [file({ size: 0 })] }],
    ['a fractional size', { files: [file({ size: 1.5 })] }],
    ['an empty file name', { files: [file({ fileName: ' ' })] }],
    ['not an object', 'files'],
  ])('refuses %s', (_name, input) => {
    expect(presignRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('checkUploadLimits', () => {
  it('passes the allowed types up to 10 MB and 20 files', () => {
    const files = Object.keys(UPLOAD_CONTENT_TYPES).map((contentType) => file({ contentType, size: 10 * 1024 * 1024 }));
    expect(() => checkUploadLimits([...files, ...files, ...files].slice(0, 20), t)).not.toThrow();
  });

  it('answers 400 for more than 20 files', () => {
    const error = thrown(() => checkUploadLimits(Array.from({ length: 21 }, () => file()), t));
    expect([error.status, error.message]).toEqual([400, 'Uploads.tooManyFiles {"max":20}']);
  });

  it('answers 415 naming each file of another type (no SVG, no HTML)', () => {
    const error = thrown(() => checkUploadLimits([file(), file({ contentType: 'image/svg+xml' }), file({ contentType: 'text/html' })], t));
    expect(error.status).toBe(415);
    expect(error.fields).toEqual({ 'files.1.contentType': 'Uploads.unsupportedType', 'files.2.contentType': 'Uploads.unsupportedType' });
  });

  it('answers 413 naming each file over 10 MB', () => {
    const error = thrown(() => checkUploadLimits([file({ size: 10 * 1024 * 1024 + 1 })], t));
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ 'files.0.size': 'Uploads.tooLarge {"maxMb":10}' });
  });

  it('reads media types without parameters', () => {
    expect(mediaType(' IMAGE/PNG ; q=1')).toBe('image/png');
    expect(mediaType(null)).toBe('');
  });
});
