/**
 * Temporary folders for a test file: `tempDir(prefix)` makes one under the system's temp folder,
 * and every folder made is removed after the file's tests (register at the file's top level).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function tempDirFactory(): (prefix: string) => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
}
