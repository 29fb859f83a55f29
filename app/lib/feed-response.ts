/**
 * A document for machines (sitemap, feed, calendar). Readers poll these; a few minutes at the
 * edge and in browsers spares D1 without letting a new episode wait long.
 */
export const feedResponse = (body: string, contentType: string, maxAgeSeconds = 600) =>
  new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": `public, max-age=${maxAgeSeconds}` } });

export const notFoundText = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * A viewer's private feed: kept by their reader only (`private`), never by a cache in between, and
 * never indexed; its address is its only secret (app/domain/private-feeds/keys.server.ts).
 */
export const privateFeedResponse = (body: string, contentType: string) =>
  new Response(body, {
    headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": "private, max-age=300", "X-Robots-Tag": "noindex" },
  });
