// Compiles messages/{locale}.json into typed message functions in app/paraglide (not committed):
// after install, before every build, typecheck and unit test run (decision 046). It compiles into
// a scratch folder and copies over only what changed, so a typecheck and a build running side by
// side (npm test's stage 1) never read a half-written module. The compiler prints "Successfully
// compiled" even when the message-format plugin failed to load and no message came out, so the
// output is checked here for the first English key.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { compile } from "@inlang/paraglide-js";

const OUTDIR = "app/paraglide";
const scratch = mkdtempSync(join(tmpdir(), "paraglide-"));

await compile({
  project: "./project.inlang",
  outdir: scratch,
  // The worker sets each request's language (app/i18n/request-locale.server.ts); the browser its page's.
  strategy: ["globalVariable", "baseLocale"],
  isServer: "import.meta.env.SSR",
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
});

const [firstKey] = Object.keys(JSON.parse(readFileSync("messages/en.json", "utf8")) as Record<string, unknown>);
if (!firstKey || !readFileSync(join(scratch, "messages/_index.js"), "utf8").includes(firstKey)) {
  console.error("compile-messages: no message came out of messages/en.json (is @inlang/plugin-message-format installed?)");
  process.exit(1);
}

const filesUnder = (root: string, dir = ""): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [join(dir, entry.name)],
  );
const compiled = new Set(filesUnder(scratch));
for (const file of compiled) {
  const text = readFileSync(join(scratch, file));
  const target = join(OUTDIR, file);
  if (existsSync(target) && readFileSync(target).equals(text)) continue;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
if (existsSync(OUTDIR)) for (const file of filesUnder(OUTDIR)) if (!compiled.has(file)) rmSync(join(OUTDIR, file));
rmSync(scratch, { recursive: true });
// The inlang SDK leaves handles open for half a minute after it is done.
process.exit(0);
