// `npm run images:backfill`: gives every image in the local state that lacks them its variants
// (docs/decisions/032-image-variants.md); safe to stop and run again. PERSIST_TO chooses another
// state folder, as `wrangler dev --persist-to` does. On Cloudflare the daily upkeep does the same.
import { database } from "../app/.server/db/client";
import { readEnv } from "../app/.server/env";
import { backfillAllVariants } from "../app/.server/storage/backfill";
import { mediaStoreOf } from "../app/.server/storage/uploads";
import { localBindings } from "./local-bindings";

const persistTo = process.env.PERSIST_TO;
const proxy = await localBindings(persistTo);
try {
  const env = readEnv(proxy.env);
  await backfillAllVariants(mediaStoreOf({ db: database(env.DB), env }), (result) =>
    console.log(`variants made for ${result.made} images, refused ${result.refused}, objects missing ${result.missing}`),
  );
} finally {
  await proxy.dispose();
}
