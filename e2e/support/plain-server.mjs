// The second browser-test server: the same production build with no optional integration
// configured (e2e/observability.spec.ts checks that its pages make no third-party request). It
// waits until the first server has built and started, then runs the production server itself.
import { spawn } from 'node:child_process';

const first = `http://127.0.0.1:${process.env.E2E_PORT}/readyz`;
for (;;) {
  try {
    if ((await fetch(first)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const child = spawn(process.execPath, ['server.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
