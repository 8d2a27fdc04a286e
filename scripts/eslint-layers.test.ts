// The lint rule that holds the layers of ARCHITECTURE.md (eslint.config.mjs): a wrong-way import
// fails lint, a right-way one passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers lint rule', () => {
  it.each([
    ['src/server/realtors/x.ts', "import { LocaleLink } from '@/features/layout/LocaleLink';"],
    ['src/server/realtors/x.ts', "import { GET } from '../../app/healthz/route';"],
    ['src/lib/x.ts', "import { getDb } from '@/server/db';"],
    ['src/i18n/x.ts', "import { PageShell } from '@/features/layout/PageShell';"],
    ['src/features/landing/x.tsx', "import Page from '@/app/[locale]/page';"],
  ])('refuses %s importing upwards: %s', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const x = 1;\n`)).toEqual([expect.stringContaining('Imports point down only')]);
  }, 60_000);

  it.each([
    ['src/app/healthz/x.ts', "import { getDb } from '@/server/db';"],
    ['src/features/landing/x.tsx', "import { getDb } from '@/server/db';"],
    ['src/server/realtors/x.ts', "import { isValidEmail } from '@/lib/validators';"],
    ['src/server/realtors/x.test.ts', "import { GET } from '@/app/healthz/route';"],
  ])('lets %s import downwards: %s', async (file, source) => {
    expect(await layerErrors(file, `${source}\nexport const x = 1;\n`)).toEqual([]);
  }, 60_000);
});
