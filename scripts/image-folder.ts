/**
 * The image's runtime stage as the Dockerfile says it, read by scripts/dockerfile.test.ts, and a
 * folder made the way that stage makes /app (its `COPY --from=build` lines applied to this
 * checkout, whose build stands for the build stage's /app), for
 * test/integration/standalone-image.pglite.test.ts, which serves from it. There is no Docker here:
 * this is how the image's contents are checked without one.
 *   tsx scripts/image-folder.ts <folder>   makes the folder (after a build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface Instruction {
  /** Upper case: FROM, COPY, RUN… */
  op: string;
  /** The rest of the instruction, continuation lines joined. */
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile: comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue;
    const line = pending + raw.trim();
    if (line.endsWith('\\')) {
      pending = `${line.slice(0, -1).trimEnd()} `;
      continue;
    }
    pending = '';
    if (line) lines.push(line);
  }
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\w+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args };
    if (instruction.op === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export interface Copy {
  /** `--from`, `--chown`… */
  flags: Record<string, string>;
  sources: string[];
  destination: string;
}

/** A COPY instruction's flags, sources and destination (the shell form). */
export function parseCopy(args: string): Copy {
  const words = args.split(/\s+/);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith('--')) {
    const [key = '', value = ''] = words.shift()!.slice(2).split('=');
    flags[key] = value;
  }
  const destination = words.pop()!;
  return { flags, sources: words, destination };
}

export function readDockerfile(root = ROOT): Stage[] {
  return parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
}

/** The image's stage: the last one. */
export function runtimeStage(stages = readDockerfile()): Stage {
  return stages.at(-1)!;
}

/** The runtime stage's instructions of one kind. */
export function instructions(stage: Stage, op: string): string[] {
  return stage.instructions.filter((instruction) => instruction.op === op).map((instruction) => instruction.args);
}

/** An exec-form (JSON array) instruction's words: CMD, HEALTHCHECK's CMD. */
export function execForm(args: string): string[] {
  return JSON.parse(args.slice(args.indexOf('['))) as string[];
}

/**
 * Makes `target` as the runtime stage makes /app: each `COPY --from=build` of the build stage's
 * /app (this checkout, built) into the stage's WORKDIR, with Docker's rules (a folder's contents
 * go into the destination; files into a destination folder ending in `/`), then the folders that
 * its RUN lines create. Returns the stage, for its CMD and HEALTHCHECK.
 */
export function makeImageFolder(target: string, root = ROOT): Stage {
  const stages = readDockerfile(root);
  const stage = runtimeStage(stages);
  const build = stages.find((candidate) => candidate.name && candidate !== stage);
  const buildDir = instructions(build!, 'WORKDIR').at(-1)!;
  const workdir = instructions(stage, 'WORKDIR').at(-1)!;
  fs.mkdirSync(target, { recursive: true });
  for (const args of instructions(stage, 'COPY')) {
    const copy = parseCopy(args);
    if (copy.flags.from !== build!.name) throw new Error(`COPY ${args}: only copies from the build stage are made here`);
    const destination = path.resolve(target, path.relative(workdir, path.resolve(workdir, copy.destination)));
    for (const source of copy.sources) {
      const from = path.join(root, path.relative(buildDir, source));
      if (!fs.existsSync(from)) throw new Error(`COPY ${args}: ${path.relative(root, from)} is missing (build first)`);
      const into = fs.statSync(from).isDirectory() ? destination : path.join(destination, path.basename(from));
      // Symlinks as written, as Docker copies them: the traced modules' relative links stay inside the image.
      fs.cpSync(from, into, { recursive: true, verbatimSymlinks: true });
    }
  }
  for (const args of instructions(stage, 'RUN')) {
    const mkdir = /mkdir -p ([^&]+)/.exec(args);
    for (const folder of mkdir?.[1]?.trim().split(/\s+/) ?? []) fs.mkdirSync(path.join(target, folder), { recursive: true });
  }
  return stage;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: tsx scripts/image-folder.ts <folder>');
    process.exit(2);
  }
  makeImageFolder(path.resolve(target));
  console.log(`${target}: the image's /app; start it with \`node server-standalone.mjs\` there.`);
}
