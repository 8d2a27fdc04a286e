import fs from 'node:fs';

/** Removes the temporary data folders of the run (the servers have stopped by now). */
export default function teardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_PLAIN_DATA_DIR]) {
    if (dir && dir.includes('realtor-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
  }
}
