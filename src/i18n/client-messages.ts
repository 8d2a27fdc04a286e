import type { Messages } from './messages';

/**
 * The namespaces that the client components of every page read. Only these are sent to the
 * browser; everything else is rendered on the server (each message sent costs every visitor
 * bytes). Pages with more islands add their namespaces (`extra`).
 */
export const CLIENT_NAMESPACES = ['LanguageSwitcher', 'NotFound', 'ErrorPage', 'Header', 'VersionNotice'] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages, extra: readonly (keyof Messages)[] = []): Partial<Messages> {
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((ns) => [ns, messages[ns]]));
}
