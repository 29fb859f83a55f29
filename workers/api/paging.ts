import type { Context } from "hono";

/** The page a list query asks for: its limit (`defaultLimit` when it names none) and offset. */
export const pageWindow = (query: { limit?: number | null; offset?: number | null }, defaultLimit: number) => ({
  limit: query.limit ?? defaultLimit,
  offset: query.offset ?? 0,
});

/**
 * Answers one page of a list as the spec's plain JSON array, with the count of all matches in
 * `X-Total-Count` and the neighbouring pages in `Link` (RFC 8288), so a client can walk the list.
 * A `total` of null is a count given up past the page (a search of a word most titles hold, as
 * GitLab's API leaves its totals out past 10,000): no `X-Total-Count`, and a next page.
 */
export function pagedJson<T>(c: Context, items: T[], total: number | null, window: { limit: number; offset: number }) {
  const at = (offset: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set("limit", String(window.limit));
    url.searchParams.set("offset", String(offset));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [
    ...(total === null || window.offset + window.limit < total ? [`${at(window.offset + window.limit)}; rel="next"`] : []),
    ...(window.offset > 0 ? [`${at(Math.max(0, window.offset - window.limit))}; rel="prev"`] : []),
  ];
  if (total !== null) c.header("X-Total-Count", String(total));
  if (links.length > 0) c.header("Link", links.join(", "));
  return c.json(items);
}
