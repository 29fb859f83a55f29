// `npm run db:seed`: applies the migrations to the local Miniflare state and loads the demo catalogue
// into it when it has no series (idempotent).
// PERSIST_TO chooses another state folder, as `wrangler dev --persist-to` does. DEMO_MEDIA chooses
// its pictures: "real-size" (the default: JPEGs as large as real uploads) or "drawn" (small PNG covers, much quicker; the browser tests use them).
// Either way the images are stored without their variants: the local server makes those once it
// answers (scripts/local-server.ts; `npm run images:backfill` does the same on its own).
import { database } from "../app/.server/db/client";
import { readEnv } from "../app/.server/env";
import { demoMediaKinds, type DemoMedia } from "../app/.server/seed/media";
import { countRows, seedDemoCatalogue } from "../app/.server/seed/seed";
import { mediaStoreOf } from "../app/.server/storage/uploads";
import { todayIn } from "../app/lib/dates";
import { localBindings } from "./local-bindings";
import { applyLocalMigrations } from "./local-migrations";

const media = process.env.DEMO_MEDIA || "real-size";
if (!demoMediaKinds.includes(media as DemoMedia)) {
  console.error(`DEMO_MEDIA must be ${demoMediaKinds.map((kind) => `"${kind}"`).join(" or ")}, not "${media}".`);
  process.exit(1);
}

const persistTo = process.env.PERSIST_TO;
const proxy = await localBindings(persistTo);
try {
  const migrated = await applyLocalMigrations(proxy.env.DB);
  if (migrated.length > 0) console.log(`Migrations applied: ${migrated.length} (the last ${migrated.at(-1)})`);
  const env = readEnv(proxy.env);
  const db = database(env.DB);
  const started = performance.now();
  const store = mediaStoreOf({ db, env });
  const result = await seedDemoCatalogue(store, {
    today: todayIn(env.SITE_TIMEZONE),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    media: media as DemoMedia,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = await countRows(db);
  console.log(
    result.seeded
      ? `Demo catalogue loaded: ${rows.series} series, ${rows.episodes} episodes, ${rows.uploads} pictures (${media} media), in ${seconds} s.`
      : `The database already holds ${rows.series} series: seed skipped.`,
  );
} finally {
  await proxy.dispose();
}
