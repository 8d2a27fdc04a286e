import fs from 'node:fs';
import { EnvError, parseEnv, type Env } from '../src/server/config/env';

/** Validates the environment for a command-line script; a bad value stops it, naming the variable. */
export function loadEnvOrExit(): Env {
  // Next.js reads .env itself; the scripts that run before it read the same file.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
