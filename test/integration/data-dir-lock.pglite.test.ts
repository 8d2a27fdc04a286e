/**
 * The embedded database folder's lock, with real processes on a real folder (docs/decisions/018):
 * one process per folder whatever path it was opened by (a symlink, another mount point of the
 * same volume), and a process whose lock another process took over stops without writing more.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirFactory } from '../support/temp-dir';

const running: Holder[] = [];
afterEach(() => {
  for (const holder of running.splice(0)) holder.kill();
});
const newTempDir = tempDirFactory();
const tempDir = () => newTempDir('data-dir-lock-');

/** A real process holding a database folder (test/support/database-holder.ts). */
class Holder {
  readonly child: ChildProcess;
  stdout = '';
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(dataDir: string) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'test/support/database-holder.ts', dataDir], {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    // A process that stopped no longer reads its stdin: writing to it then is not an error here.
    this.child.stdin!.on('error', () => {});
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    running.push(this);
  }

  send(line: string) {
    this.child.stdin!.write(`${line}\n`);
  }

  /** Waits until stdout has a line matching `pattern` (or the process ends). */
  async line(pattern: RegExp, timeout = 60_000): Promise<string> {
    const started = Date.now();
    for (;;) {
      const found = this.stdout.split('\n').find((line) => pattern.test(line));
      if (found) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The holder ended (${this.child.exitCode ?? this.child.signalCode}) without ${pattern}:\n${this.stdout}\n${this.stderr}`);
      }
      if (Date.now() - started > timeout) throw new Error(`No ${pattern} within ${timeout} ms:\n${this.stdout}\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGCONT');
      this.child.kill('SIGKILL');
    }
  }
}

describe('the embedded database folder lock', () => {
  it('refuses a second process that opens the same folder through a symlink, and keeps no lock beside the folder', async () => {
    const root = tempDir();
    const data = path.join(root, 'data');
    fs.mkdirSync(data);
    fs.symlinkSync(data, path.join(root, 'mounted-elsewhere'), 'dir');

    const first = new Holder(data);
    await first.line(/^ready$/);
    // The lock lives inside the folder: a second container that mounts the same volume at another
    // path sees it, where a lock beside the folder would be on that container's own disk.
    expect(fs.readdirSync(root).sort()).toEqual(['data', 'mounted-elsewhere']);

    const second = new Holder(path.join(root, 'mounted-elsewhere'));
    expect(await second.line(/^refused: /)).toMatch(/is in use by another process/);
    expect(await second.exited).toBe(3);

    first.send('insert 1');
    await first.line(/^ok 1$/);
    first.send('close');
    expect(await first.exited).toBe(0);

    // Released on close: the symlinked path may open it now, and sees the first process's write.
    const third = new Holder(path.join(root, 'mounted-elsewhere'));
    await third.line(/^ready$/);
    third.send('rows');
    expect(await third.line(/^rows /)).toBe('rows 1');
    third.send('close');
    expect(await third.exited).toBe(0);
  }, 180_000);

  it('stops a process whose lock was taken over after a stall: no write after it, none acknowledged lost, the folder opens afterwards', async () => {
    const data = path.join(tempDir(), 'data');
    const stalled = new Holder(data);
    await stalled.line(/^ready$/);
    stalled.send('insert 1');
    await stalled.line(/^ok 1$/);

    // A real stall (as a paused container or a frozen VM): the lock is not refreshed, and after
    // its 10 s stale time a second process takes it over.
    stalled.child.kill('SIGSTOP');
    const stalledAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const next = new Holder(data);
    await next.line(/^ready$/);
    next.send('rows');
    expect(await next.line(/^rows /)).toBe('rows 1');
    expect(Date.now() - stalledAt).toBeGreaterThan(10_000);

    // The stalled process wakes up (13 s and more later) and is asked for a write at once.
    stalled.child.kill('SIGCONT');
    stalled.send('insert 2');
    const code = await stalled.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stalled.stdout).not.toMatch(/^ok 2$/m);
    expect(stalled.stderr).toMatch(/lost the lock on the embedded database folder/);
    expect(stalled.stderr).not.toMatch(/ECOMPROMISED[\s\S]*at /);

    next.send('insert 3');
    await next.line(/^ok 3$/);
    next.send('close');
    expect(await next.exited).toBe(0);

    const after = new Holder(data);
    await after.line(/^ready$/);
    after.send('rows');
    expect(await after.line(/^rows /)).toBe('rows 1,3');
    after.send('close');
    expect(await after.exited).toBe(0);
  }, 240_000);
});
