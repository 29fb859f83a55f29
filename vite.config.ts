import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { LOCAL_WORKER_VARS } from "./scripts/local-vars";

/**
 * The browser's message modules (decision 048): English inline, the page's language from one table
 * loaded before it hydrates, in place of Paraglide's modules that carry all nine languages. The
 * worker keeps Paraglide's own. Both come from scripts/compile-messages.ts.
 */
const browserMessages = (): Plugin => ({
  name: "browser-messages",
  load(id) {
    if (this.environment.name !== "client") return;
    const found = /\/app\/paraglide\/messages\/(\w+)\.js$/.exec(id);
    if (found && found[1] !== "_index") return readFileSync(`app/paraglide/client/messages/${found[1]}.js`, "utf8");
  },
});

/** The islands (decision 052), each a module of the client build of its own, by name. */
const ISLANDS: Record<string, string> = {
  ...Object.fromEntries(
    [
      "theme-toggle",
      "header-search",
      "scroll-to-top",
      "language-offer",
      "auto-submit",
      "tabs",
      "continue-watching",
      "schedule-times",
      "passkey",
      "tv-navigation",
      "saved-episodes",
    ].map((name) => [name, `app/islands/${name}.ts`]),
  ),
  // It hydrates the player section with React, so it sits beside it: app/islands stays below the components.
  "episode-player": "app/components/episode/player-island.ts",
  // It loads the player's modules, so the saved page finds them offline: it sits beside the player too.
  "offline-save": "app/components/episode/save-island.ts",
};
const ISLANDS_ID = "virtual:islands";

/**
 * Builds each island as an entry of the client build and tells the worker its address through
 * `virtual:islands` (name → URL), so a page that does not hydrate can load an island on demand.
 * The client is built before the worker (the worker carries the client's manifest), so the
 * addresses are known when the worker's build asks; `vite dev` serves the source files themselves.
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
      for (const [name, file] of Object.entries(ISLANDS)) this.emitFile({ type: "chunk", id: resolve(file), name: `island-${name}` });
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const island = Object.entries(ISLANDS).find(([, file]) => chunk.facadeModuleId?.endsWith(`/${file}`));
        if (island) built.set(island[0], `/${chunk.fileName}`);
      }
    },
    resolveId(id) {
      if (id === ISLANDS_ID) return `\0${ISLANDS_ID}`;
    },
    load(id) {
      if (id !== `\0${ISLANDS_ID}`) return;
      if (building && this.environment.name !== "client" && built.size !== Object.keys(ISLANDS).length)
        this.error("the islands' addresses are unknown: the client build did not run first");
      return `export default ${JSON.stringify(Object.fromEntries(Object.entries(ISLANDS).map(([name, file]) => [name, built.get(name) ?? `/${file}`])))};`;
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
    browserMessages(),
    islands(),
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
  // UNMINIFIED=1 keeps the functions' names, for reading `npm run bench:profile`'s CPU profiles.
  build: { minify: process.env.UNMINIFIED !== "1" },
}));
