import type { Messages } from './messages';

/**
 * The namespaces that client components read. Only these are sent to the browser; everything
 * else is rendered on the server (each message sent costs every visitor bytes).
 */
export const CLIENT_NAMESPACES = ['LanguageSwitcher', 'NotFound', 'ErrorPage', 'Header'] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
}
