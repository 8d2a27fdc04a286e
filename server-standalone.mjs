// The image's entry (Dockerfile, docs/decisions/032-a-production-image-of-what-runs.md): the same
// production server as `npm start` (server.mjs), run from the folder the image is made of, Next.js's
// standalone output (`output: 'standalone'`, next.config.ts) with the static, public and migration
// files beside it. That folder has no next.config.ts, nor what it imports (src/, next-intl's
// plugin): the configuration the build resolved is in .next/required-server-files.json, and
// Next.js reads it from __NEXT_PRIVATE_STANDALONE_CONFIG, as the server.js Next.js writes there
// does (that one is not used: it would bypass server.mjs).
import fs from 'node:fs';

// Relative paths (DATA_DIR's ./data, the migrations, public/) are this folder's, wherever the
// process was started from.
process.chdir(import.meta.dirname);
process.env.NODE_ENV = 'production';
const { config } = JSON.parse(fs.readFileSync('.next/required-server-files.json', 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
await import('./server.mjs');
