/**
 * The Dockerfile: a build argument for every variable baked into the build
 * (scripts/build-if-needed.ts), and a runtime stage that carries only what runs
 * (docs/decisions/032-a-production-image-of-what-runs.md). There is no Docker here: these read the
 * file; test/integration/standalone-image.pglite.test.ts serves from a folder made by its COPY lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_ENV } from './build-if-needed';
import { execForm, instructions, parseCopy, parseDockerfile, readDockerfile, runtimeStage } from './image-folder';

const ROOT = path.join(import.meta.dirname, '..');
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const stages = readDockerfile();
const runtime = runtimeStage(stages);

it('has a build argument for every variable baked into the build', () => {
  const args = [...dockerfile.matchAll(/^ARG (\w+)/gm)].map((match) => match[1]);
  expect(args).toEqual(expect.arrayContaining([...BUILD_ENV, 'BUILD_ID']));
});

describe('the runtime stage', () => {
  it('copies only the standalone output, the static and public files, the migrations and the server files', () => {
    const copies = instructions(runtime, 'COPY').map(parseCopy);
    expect(copies.map(({ sources, destination }) => [sources, destination])).toEqual([
      [['/app/.next/standalone'], './'],
      [['/app/.next/static'], './.next/static'],
      [['/app/public'], './public'],
      [['/app/drizzle'], './drizzle'],
      [['/app/server.mjs', '/app/server-standalone.mjs', '/app/route-rules.json'], './'],
    ]);
    // From the build stage, and owned by root: the app's user can read the code, not change it.
    for (const copy of copies) expect(copy.flags).toEqual({ from: stages[0]?.name });
    expect(instructions(runtime, 'ADD')).toEqual([]);
  });

  it("runs as a user that is not root, who owns only the folders the app writes", () => {
    const users = instructions(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    // USER comes after every COPY and RUN: nothing is written as that user at build time.
    const ops = runtime.instructions.map(({ op }) => op);
    expect(ops.lastIndexOf('COPY')).toBeLessThan(ops.indexOf('USER'));
    expect(ops.lastIndexOf('RUN')).toBeLessThan(ops.indexOf('USER'));
    expect(instructions(runtime, 'RUN')).toEqual(['mkdir -p data .next/cache && chown node:node data .next/cache']);
  });

  it("starts on a pinned Node 24, the tests' version, in both stages", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const version = pkg.devDependencies.node ?? '';
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    for (const stage of stages) expect(stage.from).toMatch(new RegExp(`^node:${version.replaceAll('.', '\\.')}-bookworm-slim(@sha256:[0-9a-f]{64})?$`));
  });

  it('serves with server.mjs from the standalone folder, and checks its health without starting Node', () => {
    expect(execForm(instructions(runtime, 'CMD')[0] ?? '')).toEqual(['node', 'server-standalone.mjs']);
    const [healthcheck] = instructions(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/^--interval=\S+ --timeout=\S+ CMD \[/);
    const command = execForm(healthcheck ?? '');
    expect(command[0]).toBe('bash');
    expect(command.join(' ')).toContain('/healthz');
    expect(command.join(' ')).not.toMatch(/\bnode\b/);
  });
});

describe('parseDockerfile', () => {
  it('joins continued lines, drops comments and names the stages', () => {
    const parsed = parseDockerfile('FROM a:1 AS build\n# a comment\nRUN one \\\n  two\nFROM b:2\nCOPY --from=build --chown=x:y /s ./d\n');
    expect(parsed).toEqual([
      { from: 'a:1', name: 'build', instructions: [{ op: 'RUN', args: 'one two' }] },
      { from: 'b:2', name: undefined, instructions: [{ op: 'COPY', args: '--from=build --chown=x:y /s ./d' }] },
    ]);
    expect(parseCopy(parsed[1]?.instructions[0]?.args ?? '')).toEqual({ flags: { from: 'build', chown: 'x:y' }, sources: ['/s'], destination: './d' });
  });
});
