// npm run lint:openapi — writes the OpenAPI document the API serves at /api/openapi.json to a
// temporary file and lints it with Redocly's recommended rules; exits non-zero on any error.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { api } from "../workers/api";
import { openApiDocument } from "../workers/api/openapi";

const folder = mkdtempSync(join(tmpdir(), "openapi-"));
const file = join(folder, "openapi.json");
writeFileSync(file, JSON.stringify(await openApiDocument(api), null, 2));
try {
  // No telemetry or update check: CI and these machines reach no network but the registries.
  execFileSync("redocly", ["lint", file, "--extends=recommended", "--format=stylish"], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
