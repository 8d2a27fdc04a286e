import { EnvError, parseEnv, type Env } from '../src/server/config/env';

/** Validates the environment for a command-line script; a bad value stops it, naming the variable. */
export function loadEnvOrExit(): Env {
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
