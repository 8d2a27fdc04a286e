/**
 * The Dockerfile declares a build argument for every variable baked into the build
 * (scripts/build-if-needed.ts), so an image can be built with any of them: the two lists are kept
 * by hand, and this keeps them from drifting apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BUILD_ENV } from './build-if-needed';

it('has a build argument for every variable baked into the build', () => {
  const dockerfile = fs.readFileSync(path.join(import.meta.dirname, '..', 'Dockerfile'), 'utf8');
  const args = [...dockerfile.matchAll(/^ARG (\w+)/gm)].map((match) => match[1]);
  expect(args).toEqual(expect.arrayContaining([...BUILD_ENV, 'BUILD_ID']));
});
