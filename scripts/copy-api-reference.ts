// Swagger UI for GET /api/docs, served from our own static assets: copies swagger-ui-dist's browser
// bundle into public/ (gitignored there), which the build and the dev server serve.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SWAGGER_UI_ASSETS } from "../workers/api/reference-page";

const source = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const target = join("public", SWAGGER_UI_ASSETS);
mkdirSync(target, { recursive: true });
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) copyFileSync(join(source, file), join(target, file));
