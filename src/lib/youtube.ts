/** YouTube id of a watch, share, shorts or embed URL; undefined when there is none. */
export function youtubeId(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.hostname === 'youtu.be') return parsed.pathname.slice(1) || undefined;
    if (!/(^|\.)youtube(-nocookie)?\.com$/.test(parsed.hostname)) return undefined;
    return parsed.searchParams.get('v') ?? parsed.pathname.match(/\/(?:embed|shorts)\/([\w-]{6,})/)?.[1];
  } catch {
    return undefined;
  }
}
