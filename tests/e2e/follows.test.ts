// Issue #22, My List and notifications: a viewer follows a series from its page (a plain form,
// JavaScript on or off), the admin adds an episode, the bell counts it and /notifications lists
// it, My List shows it as new until the viewer opens it, their private RSS carries it, a push
// reaches their browser's push service (VAPID-signed, decrypting to the episode; an expired
// subscription is dropped), and the viewer unfollows from My List.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, api, hydrated, launchBrowser, logIn, newViewer, visit } from "./browser";
import { startPushService } from "../support/push-service";

// A series no other story counts the episodes of: this one adds to it.
const SERIES = "cloud-sea-wanderers";
let browser: Browser;
let admin: string;
let seriesId: number;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  browser = await launchBrowser();
  pushService = await startPushService();
  admin = await adminToken();
  seriesId = (await api("GET", `/series?q=${encodeURIComponent("Cloud Sea")}`)).data.find(
    (series: { slug: string }) => series.slug === SERIES,
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await pushService?.close();
});

describe.each([false, true])("My List with JavaScript %s", (js) => {
  it("a viewer follows a series, sees its new episode on My List until opening it, and unfollows", async () => {
    const viewer = await newViewer("follower");
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.goto(`/${SERIES}`);
    if (js) await hydrated(page);
    await page.getByRole("button", { name: "+ Follow" }).click();
    await page.getByRole("button", { name: "✓ Following" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${SERIES}`);

    // The viewer's browser subscribed to push (through the API: see push-service.ts), and an old one that expired.
    const token = (await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password })).data.token;
    const live = pushService.browser(`/live/${viewer.username}`);
    const expired = pushService.browser(`/gone/${viewer.username}`);
    for (const { subscription } of [live, expired])
      expect((await api("POST", "/users/me/push-subscriptions", subscription, token)).status).toBe(201);

    const number = js ? 902 : 901;
    const added = await api(
      "POST",
      "/episodes",
      { series_id: seriesId, episode_number: number, title: `Followed ${number}`, description: "Added for the story." },
      admin,
    );
    expect(added.status).toBe(201);

    // A push reached the browser's push service, signed by the site, and decrypts to the episode.
    const pushed = await pushService.messageTo(`/live/${viewer.username}`);
    expect(pushed.headers["content-encoding"]).toBe("aes128gcm");
    const publicKey = (await api("GET", "/users/me/push-subscriptions/public-key", undefined, token)).data.public_key;
    const claims = await pushService.verifyVapid(pushed, publicKey);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(live.decrypt(pushed.body)).toEqual({
      title: expect.stringContaining("Cloud Sea Wanderers"),
      body: `Episode ${number} is out: Followed ${number}`,
      url: `/${SERIES}/episode/${number}`,
      tag: `series-${seriesId}`,
    });
    // The expired one answered 410 and is gone from the account.
    await pushService.messageTo(`/gone/${viewer.username}`);
    await expect
      .poll(async () =>
        (await api("GET", "/users/me/push-subscriptions", undefined, token)).data.map((row: { endpoint: string }) => row.endpoint),
      )
      .toEqual([live.subscription.endpoint]);

    // The bell counts it on the viewer's next page, and /notifications lists it.
    await page.reload();
    await page.getByRole("link", { name: "Notifications: 1 unread" }).click();
    await page.waitForURL("**/notifications");
    await page
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(`Episode ${number}$`) })
      .waitFor();

    await page.getByRole("link", { name: "My List" }).click();
    await page.waitForURL("**/my-list");
    const entry = page.getByRole("list", { name: "Followed series" }).getByRole("listitem").filter({ hasText: "Cloud Sea Wanderers" });
    await entry.getByText(/^\d+ new$/).waitFor();
    // The private RSS named on My List carries it too.
    const rss = await page.getByLabel("New episodes (RSS)").inputValue();
    expect(await (await fetch(rss)).text()).toContain(`Followed ${number}`);
    await entry.getByRole("link", { name: /^Newest: Episode/ }).click();
    await page.waitForURL(`**/${SERIES}/episode/**`);
    await page.goto("/my-list");
    await entry.waitFor();
    expect(await entry.getByText(/^\d+ new$/).count()).toBe(0);
    // Opened, it is read: the bell has nothing to count.
    await page.getByRole("link", { name: "Notifications", exact: true }).waitFor();

    await entry.getByRole("button", { name: "✓ Following" }).click();
    await page.getByText("You follow no series yet.").waitFor();
    await context.close();
  });
});
