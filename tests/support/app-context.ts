import { env } from "cloudflare:test";
import { buildAppContext } from "~/.server/context";
import { seedDemoCatalogue } from "~/.server/seed/seed";
import { mediaStoreOf } from "~/.server/storage/uploads";
import { todayIn } from "~/lib/dates";

/** The same context the worker builds per request, over this test file's storage. */
export function testAppContext() {
  return buildAppContext(env, { waitUntil: () => {} });
}

/**
 * The demo catalogue seeded around the site's real today: the schedule the pages and feeds read
 * is the 14 days from today, so a fixed date here turns the suite red by the calendar alone.
 */
export async function seedDemo(today = todayIn(env.SITE_TIMEZONE)) {
  const app = testAppContext();
  await seedDemoCatalogue(mediaStoreOf(app), {
    today,
    admin: { username: app.env.ADMIN_USERNAME, password: app.env.ADMIN_PASSWORD },
  });
  return app;
}
