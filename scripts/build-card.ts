// The year card's renderer (workers/card) bundled as `wrangler deploy` uploads it, into build/card,
// where the local server and the integration tests load it beside the site's worker. Part of
// `npm run build`. The folder is given whole: wrangler puts a relative one under the config's.
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { CARD_BUILD } from "./local-bindings";
import { run } from "./local-stack";

rmSync(CARD_BUILD, { recursive: true, force: true });
process.env.WRANGLER_LOG ??= "warn";
await run("npx", ["wrangler", "deploy", "--dry-run", "--config", "workers/card/wrangler.toml", "--outdir", resolve(CARD_BUILD)]);
