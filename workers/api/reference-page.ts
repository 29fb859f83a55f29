import { SITE_NAME } from "~/lib/site-name";
// GET /api/docs: Swagger UI reading /api/openapi.json. Its bundle is swagger-ui-dist's, copied into
// our own static assets at build (scripts/copy-api-reference.mjs): no CDN, nothing fetched elsewhere.
// The page's one inline script carries the request's CSP nonce (workers/security.ts), so the
// site's policy holds here unchanged.

/** Where the build puts swagger-ui-dist's files among the static assets. */
export const SWAGGER_UI_ASSETS = "/vendor/swagger-ui";

export function referencePage(nonce: string | undefined) {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SITE_NAME} API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SWAGGER_UI_ASSETS}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${SWAGGER_UI_ASSETS}/swagger-ui-bundle.js"></script>
<script${nonceAttribute}>SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference", deepLinking: true, validatorUrl: null });</script>
</body>
</html>`;
}
