// `npm run db:seed`: loads the demo catalogue into the local Miniflare state (idempotent).
// PERSIST_TO chooses another state folder, as `wrangler dev --persist-to` does. DEMO_MEDIA chooses
// its pictures: "real-size" (the default: JPEGs as large as real uploads; minutes, as every image's
// AVIF variants take seconds) or "drawn" (small PNG covers, much quicker; the browser tests use them).
import { getPlatformProxy } from "wrangler";
import { database } from "../app/.server/db/client";
import { readEnv } from "../app/.server/env";
import { demoMediaKinds, type DemoMedia } from "../app/.server/seed/media";
import { countRows, seedDemoCatalogue } from "../app/.server/seed/seed";
import { backfillAllVariants } from "../app/.server/storage/backfill";
import { mediaStoreOf } from "../app/.server/storage/uploads";
import { todayIn } from "../app/lib/dates";

const media = process.env.DEMO_MEDIA || "real-size";
if (!demoMediaKinds.includes(media as DemoMedia)) {
  console.error(`DEMO_MEDIA must be ${demoMediaKinds.map((kind) => `"${kind}"`).join(" or ")}, not "${media}".`);
  process.exit(1);
}

const persistTo = process.env.PERSIST_TO;
const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
try {
  const env = readEnv(proxy.env);
  const db = database(env.DB);
  const started = performance.now();
  if (media === "real-size") console.log("Real-size demo media take a few minutes to make when the catalogue is empty...");
  const store = mediaStoreOf({ db, env });
  const result = await seedDemoCatalogue(store, {
    today: todayIn(env.SITE_TIMEZONE),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    media: media as DemoMedia,
  });
  // Drawn covers are stored as an older release stored images: their variants are made here.
  await backfillAllVariants(store, () => {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.seeded ? `Demo catalogue loaded (${media} media) in ${seconds} s.` : "The database already holds series: seed skipped.",
  );
  console.log(await countRows(db));
} finally {
  await proxy.dispose();
}
