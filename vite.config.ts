import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { build as esbuild, type StdinOptions } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { ISLANDS, ISLANDS_LOADER } from "./app/islands/registry";
import { LOCAL_WORKER_VARS } from "./scripts/local-vars";
import { tabledMessages, translations } from "./scripts/translation-plugins";
import { fontFallbacks } from "./scripts/font-fallbacks-plugin";
import { bangumiMalIds } from "./scripts/bangumi-mal-ids-plugin";

/**
 * hono-openapi asks @standard-community/standard-json for a schema's JSON Schema, which imports all
 * of zod's core for the one function: with it came zod's error texts in 60 languages the site never
 * shows, 48 KiB of the worker's upload gzipped (issue #86). It gets the function alone.
 */
const zodJsonSchemaOnly = (): Plugin => ({
  name: "zod-json-schema-only",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "zod/v4/core" && importer?.includes("/@standard-community/standard-json/"))
      return resolve("workers/api/zod-json-schema.ts");
  },
});

const ISLANDS_ID = "virtual:islands";

/**
 * The islands' loader (app/islands/loader.ts) as one minified script, its imports bundled in, for
 * pages to inline: it starts the loader with `urls` and `hydrates`, which the page's script binds
 * (app/islands/inline.ts).
 */
async function loaderScript(minify: boolean) {
  const stdin: StdinOptions = {
    contents: 'import { startIslands } from "./loader"; startIslands(urls, hydrates);',
    resolveDir: resolve("app/islands"),
    loader: "ts",
  };
  const script = await oneScript({ stdin }, minify);
  if (/<\/script/i.test(script)) throw new Error("the islands' loader would end its own script tag");
  return script;
}

/** A module and what it imports as one classic script (an IIFE), for a page to inline or a browser to run as a worker. */
async function oneScript(entry: { stdin: StdinOptions } | { entryPoints: string[] }, minify: boolean) {
  const bundled = await esbuild({
    ...entry,
    bundle: true,
    minify,
    write: false,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    // Libraries' development checks (Workbox's) are left out, as the app's build leaves them.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  return bundled.outputFiles[0]!.text.trim();
}

/** Where the service worker is served from: the root, so its scope is the whole site. */
const SERVICE_WORKER_FILE = "sw.js";
const serviceWorkerScript = (minify: boolean) => oneScript({ entryPoints: [resolve("app/service-worker/sw.ts")] }, minify);

/**
 * Vite bundles a page's module workers (JASSUB's, app/lib/browser/ass-renderer.client.ts) once and
 * emits them, with the wasm they fetch, into every environment's output: in the Cloudflare
 * worker's they are 2 MiB uploaded with it that nothing there loads. The worker's build keeps no
 * emitted script or wasm file (its own code is chunks, not assets).
 */
const browserWorkersOutOfServer = (): Plugin => ({
  name: "browser-workers-out-of-server",
  generateBundle(_, bundle) {
    if (this.environment.name !== "ssr") return;
    for (const [name, file] of Object.entries(bundle)) if (file.type === "asset" && /\.(m?js|wasm)$/.test(name)) delete bundle[name];
  },
});

/**
 * The service worker (app/service-worker/sw.ts) as /sw.js: a file of the client build, bundled on
 * its own (a service worker loads no modules), and served from the source by `vite dev`.
 */
const serviceWorker = (): Plugin => ({
  name: "service-worker",
  async generateBundle() {
    if (this.environment.name !== "client") return;
    this.emitFile({ type: "asset", fileName: SERVICE_WORKER_FILE, source: await serviceWorkerScript(process.env.UNMINIFIED !== "1") });
  },
  configureServer(server) {
    server.middlewares.use(`/${SERVICE_WORKER_FILE}`, async (_, response) => {
      response.setHeader("Content-Type", "text/javascript");
      response.end(await serviceWorkerScript(false));
    });
  },
});

/**
 * Builds each island of app/islands/registry.ts as an entry of the client build, and tells the
 * worker through `virtual:islands` each one's address (name → URL) and the loader's script, so a
 * page that does not hydrate can load an island on demand. The client is built before the worker
 * (the worker carries the client's manifest), so the addresses are known when the worker's build
 * asks; `vite dev` serves the source files themselves.
 */
const islands = (): Plugin => {
  const built = new Map<string, string>();
  let building = false;
  return {
    name: "islands",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      if (!building || this.environment.name !== "client") return;
      for (const [name, { module }] of Object.entries(ISLANDS))
        this.emitFile({ type: "chunk", id: resolve(module), name: `island-${name}` });
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const island = Object.entries(ISLANDS).find(([, { module }]) => chunk.facadeModuleId?.endsWith(`/${module}`));
        if (island) built.set(island[0], `/${chunk.fileName}`);
      }
    },
    resolveId(id) {
      if (id === ISLANDS_ID) return `\0${ISLANDS_ID}`;
    },
    async load(id) {
      if (id !== `\0${ISLANDS_ID}`) return;
      if (building && this.environment.name !== "client" && built.size !== Object.keys(ISLANDS).length)
        this.error("the islands' addresses are unknown: the client build did not run first");
      this.addWatchFile(resolve(ISLANDS_LOADER));
      const urls = Object.fromEntries(Object.entries(ISLANDS).map(([name, { module }]) => [name, built.get(name) ?? `/${module}`]));
      const loader = await loaderScript(process.env.UNMINIFIED !== "1");
      return `export default ${JSON.stringify(urls)};\nexport const loaderScript = ${JSON.stringify(loader)};`;
    },
  };
};

// One build for every way the site runs (docs/decisions/002-one-server-path.md): the Cloudflare
// plugin makes the whole worker (workers/app.ts, which takes the pages from
// `virtual:react-router/server-build`) in the "ssr" environment, and `vite dev` runs it in workerd
// on the local state `npm start` uses, with the local vars (only when serving: never in a build).
export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      config: command === "serve" ? (worker) => ({ vars: { ...worker.vars, ...LOCAL_WORKER_VARS } }) : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    tabledMessages(),
    translations(),
    zodJsonSchemaOnly(),
    islands(),
    serviceWorker(),
    browserWorkersOutOfServer(),
    fontFallbacks(),
    bangumiMalIds(),
  ],
  environments: {
    ssr: {
      // Packages' browser builds where they have one: papaparse's main file needs Node's "stream".
      resolve: { mainFields: ["browser", "module", "main"] },
      build: {
        // hono-openapi's optional schema libraries: left as imports nothing reaches, since bundled
        // they become stubs that throw when the one-file worker starts (decision 002, traps met).
        rollupOptions: { external: ["effect", "sury", "@valibot/to-json-schema", "zod-to-json-schema", "zod-openapi"] },
      },
    },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  // JASSUB's module worker (app/lib/browser/ass-renderer.ts) imports its renderers and wasm glue:
  // an ES module worker, as JASSUB starts it ({ type: "module" }).
  worker: { format: "es" },
  // UNMINIFIED=1 keeps the functions' names, for reading `npm run bench:profile`'s CPU profiles.
  // It also maps the worker back to its modules, for `npm run bench:startup` to say which cost the most.
  build: { minify: process.env.UNMINIFIED !== "1", sourcemap: process.env.UNMINIFIED === "1" },
}));
