/**
 * Deploy-environment and host helpers (spec §9). Pure string logic, isomorphic:
 * pass in the request `Host` header on the server or `location.host` in the browser.
 */

export type DeployEnv = 'development' | 'production';

/** Lowercases, trims and drops a trailing root dot ("Example.COM." -> "example.com"). */
function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** Host without its `:port` suffix ("localhost:3000" -> "localhost", "[::1]:3000" -> "[::1]"). */
function stripPort(host: string): string {
  return host.replace(/:\d*$/, '');
}

/**
 * Deploy environment from a host (spec §9), case-insensitive. Development when the host:
 * - starts with `dev.`,
 * - contains `localhost`,
 * - contains a `:300` port (`:3000`, `:3001`, …), or
 * - equals `opts.realtorDevHost` or is a subdomain of it (dot boundary, port ignored).
 * Everything else is production.
 */
export function detectDeployEnv(host: string, opts?: { realtorDevHost?: string }): DeployEnv {
  const h = normalizeHost(host);
  if (h.startsWith('dev.') || h.includes('localhost') || h.includes(':300')) {
    return 'development';
  }
  const devHost = stripPort(normalizeHost(opts?.realtorDevHost ?? '')).replace(/^\.+/, '');
  if (devHost) {
    const hostname = stripPort(h);
    if (hostname === devHost || hostname.endsWith(`.${devHost}`)) return 'development';
  }
  return 'production';
}

/** Canonical form for comparing hosts: normalized, port stripped, leading `www.` removed. */
function canonicalHost(host: string): string {
  return stripPort(normalizeHost(host)).replace(/^www\./, '');
}

/**
 * Whether `host` is the "habit domain": the product's own hosts (the local,
 * dev and realtor-production root hosts), as opposed to a realtor's custom
 * domain. Comparison ignores case, the port, a trailing dot and a leading `www.`
 * on both sides. Subdomains of the roots are NOT habit domains; empty roots never match.
 */
export function isHabitDomain(
  host: string,
  roots: { local: string; dev: string; production: string },
): boolean {
  const h = canonicalHost(host);
  if (!h) return false;
  return [roots.local, roots.dev, roots.production].some((root) => {
    const r = canonicalHost(root);
    return r !== '' && r === h;
  });
}
