/**
 * A document for machines (sitemap, feed, calendar). Readers poll these; a few minutes at the
 * edge and in browsers spares D1 without letting a new episode wait long.
 */
export const feedResponse = (body: string, contentType: string, maxAgeSeconds = 600) =>
  new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": `public, max-age=${maxAgeSeconds}` } });

export const notFoundText = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
