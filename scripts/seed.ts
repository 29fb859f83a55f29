// `npm run db:seed`: loads the demo catalogue into the local Miniflare state (idempotent).
// PERSIST_TO chooses another state folder, as `wrangler dev --persist-to` does.
import { getPlatformProxy } from "wrangler";
import { database } from "../app/.server/db/client";
import { readEnv } from "../app/.server/env";
import { countRows, seedDemoCatalogue } from "../app/.server/seed/seed";
import { todayIn } from "../app/lib/dates";

const persistTo = process.env.PERSIST_TO;
const proxy = await getPlatformProxy<Env>({ persist: persistTo ? { path: `${persistTo}/v3` } : true });
try {
  const env = readEnv(proxy.env);
  const db = database(env.DB);
  const result = await seedDemoCatalogue(db, env.BUCKET, {
    today: todayIn(env.SITE_TIMEZONE),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
  });
  console.log(result.seeded ? "Demo catalogue loaded." : "The database already holds series: seed skipped.");
  console.log(await countRows(db));
} finally {
  await proxy.dispose();
}
