import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import sharp from 'sharp';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { SAMPLE_SHOT_SIZES, sampleHash, sampleShotPath } from './sample-shots';

const PUBLIC = path.join(process.cwd(), 'public');

describe('the carousel pictures of the sample homepages', () => {
  it('exist for every sample, language and device', () => {
    const missing = SAMPLE_REALTORS.flatMap((r) =>
      LOCALES.flatMap((locale) => (['desktop', 'phone'] as const).map((kind) => sampleShotPath(r.desiredUrl, locale, kind))),
    ).filter((file) => !fs.existsSync(path.join(PUBLIC, file)));
    expect(missing).toEqual([]);
  });

  it('are stored at the size the pages declare for them', async () => {
    const wrong: string[] = [];
    for (const r of SAMPLE_REALTORS) {
      for (const locale of LOCALES) {
        for (const kind of ['desktop', 'phone'] as const) {
          const file = sampleShotPath(r.desiredUrl, locale, kind);
          const { width, height } = await sharp(path.join(PUBLIC, file)).metadata();
          if (width !== SAMPLE_SHOT_SIZES[kind].width || height !== SAMPLE_SHOT_SIZES[kind].height) wrong.push(`${file}: ${width}×${height}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('were taken after the samples last changed (else: npm start, then npm run sample-screenshots)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'samples', 'manifest.json'), 'utf8')) as Record<string, string>;
    const stale = SAMPLE_REALTORS.filter((r) => manifest[r.desiredUrl] !== sampleHash(r)).map((r) => r.desiredUrl);
    expect(stale).toEqual([]);
  });
});
