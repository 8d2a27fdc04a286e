/** One value of an admin list's address: a filter, the page or the page size; undefined when unset. */
export type ListQueryValue = string | number | boolean | undefined;

/**
 * An admin list's query string, in the order given, without what the page assumes anyway (an
 * unset or empty filter, the first page): each page of a search has one short address to share.
 */
export function listQuery(values: Record<string, ListQueryValue>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 0))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The link to page `page` of a list: `query` is the list's current query; only the page changes. */
export function pageHref(pathname: string, query: Record<string, ListQueryValue>, page: number): { pathname: string; query: Record<string, string> } {
  return { pathname, query: listQuery({ ...query, page }) };
}
