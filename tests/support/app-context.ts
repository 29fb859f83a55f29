import { env } from "cloudflare:test";
import { buildAppContext } from "~/.server/context";
import { seedDemoCatalogue } from "~/.server/seed/seed";
import { mediaStoreOf } from "~/.server/storage/uploads";

/** The same context the worker builds per request, over this test file's storage. */
export function testAppContext() {
  return buildAppContext(env, { waitUntil: () => {} });
}

export async function seedDemo(today = "2026-11-22") {
  const app = testAppContext();
  await seedDemoCatalogue(mediaStoreOf(app), {
    today,
    admin: { username: app.env.ADMIN_USERNAME, password: app.env.ADMIN_PASSWORD },
  });
  return app;
}
