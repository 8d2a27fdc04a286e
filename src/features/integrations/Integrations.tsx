import { integrationsFromEnv, type IntegrationsConfig } from '@/lib/integrations';
import { getEnv } from '@/server/config/env';
import { IntegrationsIsland } from './IntegrationsIsland';

/** The browser integrations configured for this build, or null (then nothing is shipped). */
export function integrationsConfig(): IntegrationsConfig | null {
  return integrationsFromEnv(getEnv(), process.env.NEXT_PUBLIC_BUILD_ID);
}

/**
 * The consent banner and, after consent, the third-party integrations (tag manager, error
 * reporting, monitoring). Renders nothing when none is configured, so no code is shipped.
 */
export function Integrations({ config }: { config: IntegrationsConfig | null }) {
  if (!config) return null;
  return <IntegrationsIsland config={config} />;
}
