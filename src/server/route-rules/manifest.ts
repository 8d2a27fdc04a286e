import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BuildManifest, RouteRules } from '@/lib/route-rules';
import { getEnv } from '@/server/config/env';
import { logger } from '@/server/log';

const pathKey = z.string().regex(/^\/[^\s]*$/, 'a path starting with /');
const target = z.string().min(1).refine((v) => v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\//.test(v), 'a path or an http(s) URL');

export const routeRulesFileSchema = z.strictObject({
  routeRules: z.record(
    pathKey,
    z.strictObject({
      redirect: z.union([target, z.strictObject({ to: target, statusCode: z.number().int().min(300).max(399).optional() })]).optional(),
    }),
  ),
});

/** Parses the operator's route-rules file; throws an Error naming each bad entry. */
export function parseRouteRulesFile(text: string): RouteRules {
  const result = routeRulesFileSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`Invalid route rules: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return result.data.routeRules;
}

interface Cache {
  file: string;
  mtimeMs: number;
  rules: RouteRules;
}
let cache: Cache | undefined;

/**
 * The route rules in ROUTE_RULES_FILE (relative to the working directory). Read again when the
 * file changes, so an operator's edit applies without a restart; a missing file means no rules,
 * a broken one keeps the last good rules and logs why.
 */
export function loadRouteRules(file = path.resolve(getEnv().ROUTE_RULES_FILE)): RouteRules {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.rules;
  try {
    const rules = parseRouteRulesFile(fs.readFileSync(file, 'utf8'));
    cache = { file, mtimeMs, rules };
    return rules;
  } catch (error) {
    logger.error({ err: error, file }, 'route rules not loaded');
    return cache?.file === file ? cache.rules : {};
  }
}

/** The build manifest (SPEC §4): this build's id and time, and the route rules. */
export function buildManifest(buildId: string, builtAt: string | undefined, rules: RouteRules): BuildManifest {
  return { id: buildId, timestamp: builtAt ? Date.parse(builtAt) : 0, routeRules: rules };
}
