/** Sitemaps change with the catalogue, but search engines read them rarely: an hour at the edge. */
export const xmlResponse = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
