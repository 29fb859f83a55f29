// The MyAnimeList id of each Bangumi subject bangumi-data knows both of (issue #83: a donghua
// filled from Bangumi takes its `mal_id` from there, as Bangumi's API names none). 7,684 pairs,
// 107 kB of JSON (41 kB gzip): too much to carry in the worker, so a static file of the client
// build, named by its content, read through the static files' binding on a Bangumi preview, the
// way the translation tables are (decision 069). `virtual:bangumi-mal-ids` names its address.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const ID = "virtual:bangumi-mal-ids";

type BangumiData = { items: { sites?: { site: string; id: string }[] }[] };

/** The pairs, as `{"<bangumi id>": <mal id>}`. */
function pairsFile() {
  const data = JSON.parse(readFileSync("node_modules/bangumi-data/dist/data.json", "utf8")) as BangumiData;
  const pairs: Record<string, number> = {};
  for (const item of data.items) {
    const idAt = (site: string) => item.sites?.find((entry) => entry.site === site)?.id;
    const [bangumi, mal] = [idAt("bangumi"), idAt("mal")];
    if (bangumi && mal && /^\d+$/.test(bangumi) && /^\d+$/.test(mal)) pairs[bangumi] = Number(mal);
  }
  const source = JSON.stringify(pairs);
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  return { source, fileName: `assets/bangumi-mal-ids-${hash}.json` };
}

export const bangumiMalIds = (): Plugin => {
  let file: ReturnType<typeof pairsFile> | undefined;
  const made = () => (file ??= pairsFile());
  return {
    name: "bangumi-mal-ids",
    resolveId(id) {
      if (id === ID) return `\0${ID}`;
    },
    load(id) {
      if (id === `\0${ID}`) return `export default ${JSON.stringify(`/${made().fileName}`)};`;
    },
    generateBundle() {
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName: made().fileName, source: made().source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== `/${made().fileName}`) return next();
        response.setHeader("Content-Type", "application/json");
        response.end(made().source);
      });
    },
  };
};
