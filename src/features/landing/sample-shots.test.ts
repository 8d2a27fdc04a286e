import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { SAMPLE_REALTORS } from '@/server/seed/sample-realtors';
import { sampleHash, sampleShotPath } from './sample-shots';

const PUBLIC = path.join(process.cwd(), 'public');

describe('the carousel pictures of the sample homepages', () => {
  it('exist for every sample, language and device', () => {
    const missing = SAMPLE_REALTORS.flatMap((r) =>
      LOCALES.flatMap((locale) => (['desktop', 'phone'] as const).map((kind) => sampleShotPath(r.desiredUrl, locale, kind))),
    ).filter((file) => !fs.existsSync(path.join(PUBLIC, file)));
    expect(missing).toEqual([]);
  });

  it('were taken after the samples last changed (else: npm start, then npm run sample-screenshots)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'samples', 'manifest.json'), 'utf8')) as Record<string, string>;
    const stale = SAMPLE_REALTORS.filter((r) => manifest[r.desiredUrl] !== sampleHash(r)).map((r) => r.desiredUrl);
    expect(stale).toEqual([]);
  });
});
