// The build's two plugins for the site's messages (decisions 048 and 069), shared by vite.config.ts
// and the integration tests' config (whose tests import domain modules that load tables).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * The site's message modules (decisions 048 and 069), the worker's and the browser's: English
 * inline, every other language from its table, which app/i18n/translations.ts loads, in place of
 * Paraglide's modules that carry all nine languages (scripts and unit tests keep those). Both come
 * from scripts/compile-messages.ts.
 */
export const tabledMessages = (): Plugin => ({
  name: "tabled-messages",
  load(id) {
    const found = /\/app\/paraglide\/messages\/(\w+)\.js$/.exec(id);
    if (found && found[1] !== "_index") return readFileSync(`app/paraglide/tabled/messages/${found[1]}.js`, "utf8");
  },
});

const TRANSLATIONS_ID = "virtual:translations";
const TABLES = "app/paraglide/tabled/tables";

/**
 * The translation tables as static files of the client build, named by their content so a deploy
 * never serves a page another build's words, and `virtual:translations` naming them (locale →
 * { public, admin }) for the browser and the worker alike; `vite dev` serves them from the folder.
 */
export const translations = (): Plugin => {
  const files = () =>
    readdirSync(TABLES).map((name) => {
      const source = readFileSync(join(TABLES, name));
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      const [, locale, admin] = /^(.+?)(-admin)?\.json$/.exec(name)!;
      return {
        locale: locale!,
        admin: Boolean(admin),
        source,
        fileName: `assets/translations-${name.slice(0, -".json".length)}-${hash}.json`,
      };
    });
  return {
    name: "translations",
    resolveId(id) {
      if (id === TRANSLATIONS_ID) return `\0${TRANSLATIONS_ID}`;
    },
    load(id) {
      if (id !== `\0${TRANSLATIONS_ID}`) return;
      const byLocale: Record<string, { public?: string; admin?: string }> = {};
      for (const file of files()) (byLocale[file.locale] ??= {})[file.admin ? "admin" : "public"] = `/${file.fileName}`;
      return `export default ${JSON.stringify(byLocale)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, source } of files()) this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files().find(({ fileName }) => request.url === `/${fileName}`);
        if (!file) return next();
        response.setHeader("Content-Type", "application/json");
        response.end(file.source);
      });
    },
  };
};
