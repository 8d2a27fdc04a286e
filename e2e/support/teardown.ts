import fs from 'node:fs';

/** Removes the temporary data folder of the run (the server has stopped by now). */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('realtor-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
