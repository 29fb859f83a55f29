// What a page's browser loads of JavaScript before anything is pressed: the client entry and the
// route modules of the page's matches with their static imports, from the build's React Router
// manifest, gzip level 9 (as the measurements in docs/measurements.md quote them). A page in a
// language other than English also loads that language's translations before it hydrates
// (decision 048). A page that does not hydrate (a route with `handle.hydrate === false`, decision 052)
// loads nothing until a widget is used; then that widget's island, whose sizes are listed after.
// Run after `npm run build`: `npm run bench:client-js`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { locales } from "../app/paraglide/runtime";

const CLIENT = "build/client";
type Module = { module: string; imports?: string[] };
const manifestFile = readdirSync(join(CLIENT, "assets")).find((file) => /^manifest-.*\.js$/.test(file))!;
const manifestText = readFileSync(join(CLIENT, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1)) as {
  entry: Module;
  routes: Record<string, Module>;
};

const PAGES: Record<string, string[]> = {
  home: ["root", "routes/_index"],
  "/list": ["root", "routes/list"],
  "/atoz": ["root", "routes/atoz"],
  "/about": ["root", "routes/about"],
  series: ["root", "routes/$slug"],
  episode: ["root", "routes/$slug_.episode.$number"],
  login: ["root", "routes/login"],
};
/** Whether a route's module says it does not hydrate, read from its source as the root reads its handle. */
const staysStill = (route: string) => /export const handle = \{ hydrate: false \}/.test(readFileSync(`app/${route}.tsx`, "utf8"));
const gzipped = (path: string) => gzipSync(readFileSync(join(CLIENT, path)), { level: 9 }).length;
const files = (...modules: Module[]) => new Set(modules.flatMap((entry) => [entry.module, ...(entry.imports ?? [])]));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The translations a public page in each language loads besides (none for English), by their
 * chunk's name: `translations-{locale}-{hash}.js`, not the admin area's (`-admin-`) nor the loader's.
 */
const translationChunks = readdirSync(join(CLIENT, "assets")).filter((file) =>
  locales.some((locale) => file.startsWith(`translations-${locale}-`) && !file.startsWith(`translations-${locale}-admin-`)),
);
const largestTranslation = Math.max(0, ...translationChunks.map((file) => gzipped(join("assets", file))));

console.log(`manifest ${manifestFile}; translation chunks: ${translationChunks.length}, largest ${kB(largestTranslation)} gzip`);
console.log("| page | files | gzip (English) | gzip (largest other language) |");
console.log("| --- | --- | --- | --- |");
for (const [page, routes] of Object.entries(PAGES)) {
  if (staysStill(routes.at(-1)!)) {
    console.log(`| ${page} (no hydration) | 0 | 0.0 kB | 0.0 kB |`);
    continue;
  }
  const loaded = files(manifest.entry, ...routes.map((id) => manifest.routes[id]!));
  const bytes = [...loaded].reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`| ${page} | ${loaded.size} | ${kB(bytes)} | ${kB(bytes + largestTranslation)} |`);
}

/** A chunk and every chunk it imports statically (`from"./x.js"`), as paths under build/client. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(CLIENT, file), "utf8");
  for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) withImports(join("assets", name!), seen);
  return seen;
}

console.log("\n| island (loaded on first use) | files | gzip |\n| --- | --- | --- |");
for (const file of readdirSync(join(CLIENT, "assets")).filter((name) => /^island-.*\.js$/.test(name))) {
  const loaded = withImports(join("assets", file));
  const bytes = [...loaded].reduce((sum, path) => sum + gzipped(path), 0);
  console.log(`| ${file.replace(/-[\w-]{8}\.js$/, "")} | ${loaded.size} | ${kB(bytes)} |`);
}
