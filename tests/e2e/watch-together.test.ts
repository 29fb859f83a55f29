import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { adminToken, api, hydrated, launchBrowser, logIn, newViewer, seriesWithEpisodes, visit } from "./browser";
import { seriesOnHlsFixture } from "./hls-series";
import { youTubeStandIn } from "./youtube-stand-in";

// Issue #53's story (decision 055): two viewers in one room on the 48-second HLS fixture
// (tests/fixtures/hls-long): the host pauses at 12 s and the guest is paused within a second at
// 12 ± 0.5 s; the host seeks to 40 s and the guest follows; a reload comes back in step.
let browser: Browser;
let stream: Awaited<ReturnType<typeof seriesOnHlsFixture>>["stream"];
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ stream, slug } = await seriesOnHlsFixture("Together Story", "Watching in step", "hls-long"));
});

afterAll(async () => {
  await browser?.close();
  await stream?.close();
});

/** A new viewer signed in, in a profile of their own. */
async function signedIn(prefix: string) {
  const account = await newViewer(prefix);
  const visited = await visit(browser, "/");
  await logIn(visited.page, account.username, account.password);
  return { ...visited, username: account.username };
}

type Playing = { time: number; paused: boolean };
const videoOf = (page: Page): Promise<Playing> =>
  page.locator("video").evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, paused: video.paused }));

/** The host's own action on their video, as their player's controls would do it (muted: nobody touched the page to allow sound). */
const onVideo = (page: Page, action: "play" | "pause" | number) =>
  page.locator("video").evaluate(async (video: HTMLVideoElement, asked) => {
    if (asked === "pause") video.pause();
    else if (asked === "play") {
      video.muted = true;
      await video.play();
    } else video.currentTime = asked;
  }, action);

/** Both pages open in the room, the video's length known. */
async function inRoom(page: Page) {
  await hydrated(page);
  await expect.poll(() => page.locator("[data-room-status]").getAttribute("data-room-status"), { timeout: 10_000 }).toBe("open");
  await expect
    .poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** The host opens a room from the episode page's button; answers the room's path to share. */
async function openedFromEpisode(page: Page, series = slug) {
  await page.goto(`/${series}/episode/1`);
  await hydrated(page);
  await page.getByRole("button", { name: "Watch together" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/watch/"));
  return new URL(page.url()).pathname;
}

describe("watching together", () => {
  it("keeps the guest's video with the host's, across a reload, and carries chat and danmaku", async () => {
    const host = await signedIn("host");
    const guest = await signedIn("guest");
    const roomPath = await openedFromEpisode(host.page);
    const answer = await guest.page.goto(roomPath);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await inRoom(host.page);
    await inRoom(guest.page);
    await expect
      .poll(() => guest.page.locator("[data-room-members] li").allTextContents())
      .toEqual(expect.arrayContaining([host.username, guest.username]));

    // The host plays; the guest's video starts too.
    await onVideo(host.page, "play");
    await expect.poll(async () => (await videoOf(guest.page)).paused, { timeout: 5_000 }).toBe(false);

    // From 11 s the host plays on and pauses at 12 s: within a second the guest is paused there too.
    await onVideo(host.page, 11);
    await expect.poll(async () => (await videoOf(host.page)).time, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(12);
    await onVideo(host.page, "pause");
    const pausedAt = (await videoOf(host.page)).time;
    await expect.poll(() => videoOf(guest.page), { timeout: 1_000, interval: 50 }).toMatchObject({ paused: true });
    expect(Math.abs((await videoOf(guest.page)).time - pausedAt)).toBeLessThanOrEqual(0.5);

    expect(pausedAt).toBeGreaterThanOrEqual(12);
    expect(pausedAt).toBeLessThan(12.5);

    // The host seeks to 40 s; the guest follows.
    await onVideo(host.page, 40);
    await expect.poll(async () => Math.abs((await videoOf(guest.page)).time - 40), { timeout: 3_000 }).toBeLessThanOrEqual(0.5);

    // From 1 s the host plays again, and the guest reloads: it comes back where the room is.
    await onVideo(host.page, 1);
    await onVideo(host.page, "play");
    await guest.page.reload();
    await inRoom(guest.page);
    await expect
      .poll(
        async () => {
          const [hostNow, guestNow] = await Promise.all([videoOf(host.page), videoOf(guest.page)]);
          return !guestNow.paused && Math.abs(hostNow.time - guestNow.time) <= 0.5;
        },
        { timeout: 6_000, interval: 100 },
      )
      .toBe(true);

    // A chat line and a danmaku reach the other side.
    await guest.page.getByLabel("Message").fill("Here for the lighthouse");
    await guest.page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => host.page.locator("[data-room-chat]").textContent()).toContain(`${guest.username}: Here for the lighthouse`);
    await host.page.getByRole("textbox", { name: "On-screen comment" }).fill("Look at the light");
    await host.page.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => guest.page.locator("[data-danmaku-layer] .danmaku").allTextContents()).toContain("Look at the light");

    await host.context.close();
    await guest.context.close();
  });

  it("lets the host hand playback to everyone, let guests watch along, and remove a member, who cannot come back", async () => {
    const host = await signedIn("lead");
    const guest = await signedIn("crew");
    const roomPath = await openedFromEpisode(host.page);
    await guest.page.goto(roomPath);
    await inRoom(host.page);
    await inRoom(guest.page);
    // Only the host has the controls.
    expect(await guest.page.getByRole("checkbox", { name: "Let everyone play, pause and seek" }).count()).toBe(0);
    expect(await guest.page.getByRole("button", { name: `Remove ${host.username} from the room` }).count()).toBe(0);

    await host.page.getByRole("checkbox", { name: "Let everyone play, pause and seek" }).check();
    await guest.page.getByText("The host lets everyone control playback").waitFor();
    // Now the guest drives: the host's video follows the guest's seek.
    await onVideo(guest.page, 6);
    await expect.poll(async () => Math.abs((await videoOf(host.page)).time - 6), { timeout: 3_000 }).toBeLessThanOrEqual(0.5);

    // A visitor who is not signed in is sent to sign in, until the host lets guests watch along.
    const visitor = await visit(browser, roomPath);
    expect(new URL(visitor.page.url()).pathname).toBe("/login");
    await host.page.getByRole("checkbox", { name: "Let viewers who aren't signed in watch along" }).check();
    await host.page.getByText("Share it: anyone with the link can watch along").waitFor();
    await visitor.page.goto(roomPath);
    await inRoom(visitor.page);
    await visitor.page.getByText("You are watching along without an account").waitFor();
    expect(await visitor.page.getByRole("textbox", { name: "Message" }).count()).toBe(0);
    expect(await visitor.page.getByRole("link", { name: "Sign in to chat and post on-screen comments" }).count()).toBe(2);
    await host.page.getByText("Watching without an account: 1").waitFor();
    await expect.poll(async () => Math.abs((await videoOf(visitor.page)).time - (await videoOf(host.page)).time)).toBeLessThanOrEqual(0.5);
    await host.page.getByRole("checkbox", { name: "Let viewers who aren't signed in watch along" }).uncheck();
    await expect
      .poll(() => visitor.page.locator("[data-room-status]").getAttribute("data-room-status"), { timeout: 5_000 })
      .toBe("refused");
    await visitor.context.close();

    await host.page.getByRole("button", { name: `Remove ${guest.username} from the room` }).click();
    await expect.poll(() => guest.page.locator("[data-room-status]").getAttribute("data-room-status"), { timeout: 5_000 }).toBe("refused");
    await guest.page.getByText("You can no longer join this room.").waitFor();
    await expect.poll(() => host.page.locator("[data-room-members] li").allTextContents()).toEqual([host.username]);
    // Coming back by reloading the page does not let them in.
    await guest.page.reload();
    await expect.poll(() => guest.page.locator("[data-room-status]").getAttribute("data-room-status"), { timeout: 10_000 }).toBe("refused");

    await host.context.close();
    await guest.context.close();
  });

  it("shows a later viewer, outside any room, the on-screen comments a room kept, at their second, until turned off", async () => {
    const host = await signedIn("keeper");
    await openedFromEpisode(host.page);
    await inRoom(host.page);
    await onVideo(host.page, 20);
    await expect.poll(async () => Math.round((await videoOf(host.page)).time)).toBe(20);
    await host.page.getByRole("textbox", { name: "On-screen comment" }).fill("Remember this bridge");
    await host.page.getByRole("button", { name: "Post" }).click();

    // Signed out, without a room: the episode page's player is an island (decision 052).
    const viewer = await visit(browser, `/${slug}/episode/1`);
    const { episodeId } = JSON.parse((await viewer.page.locator("#player-props").textContent()) ?? "{}");
    type Kept = { second: number; text: string };
    const kept = async () =>
      ((await api("GET", `/episodes/${episodeId}/danmaku`)).data as Kept[]).find((item) => item.text === "Remember this bridge");
    // The room stores its danmaku in batches, the first ten seconds after it was posted.
    await expect.poll(kept, { timeout: 20_000, interval: 500 }).toBeDefined();
    const { second } = (await kept())!;
    expect(Math.abs(second - 20)).toBeLessThanOrEqual(1);
    await host.context.close();

    await viewer.page.locator("[data-player-start]").click();
    await viewer.page.locator("video").waitFor();
    await onVideo(viewer.page, "play");
    await onVideo(viewer.page, second - 2);
    const crossing = viewer.page.locator("[data-danmaku-layer] .danmaku");
    await expect.poll(() => crossing.allTextContents(), { timeout: 10_000 }).toContain("Remember this bridge");
    // Turned off, they are gone, and stay off after a reload.
    await viewer.page.getByRole("checkbox", { name: "Show on-screen comments" }).uncheck();
    expect(await viewer.page.locator("[data-danmaku-layer]").count()).toBe(0);
    await viewer.page.reload();
    await viewer.page.locator("[data-player-start]").click();
    await viewer.page.getByRole("checkbox", { name: "Show on-screen comments" }).waitFor();
    expect(await viewer.page.getByRole("checkbox", { name: "Show on-screen comments" }).isChecked()).toBe(false);
    await viewer.context.close();
  });
});

describe("a room on a YouTube server", () => {
  let standIn: ReturnType<typeof youTubeStandIn>;
  let youTubeSlug: string;
  beforeAll(async () => {
    standIn = youTubeStandIn();
    const series = { title: `Together On YouTube ${Date.now() % 100000}`, description: "An embedded episode" };
    const episode = { episode_number: 1, title: "Harbour", description: "The one episode" };
    const servers = [{ label: "YouTube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", type: "youtube" }];
    ({ slug: youTubeSlug } = await seriesWithEpisodes(await adminToken(), series, [{ ...episode, servers }]));
  });

  const embedOf = (page: Page) => page.frameLocator("[data-player-frame] iframe").locator("video");
  const embedded = (page: Page): Promise<Playing> =>
    embedOf(page).evaluate((video: HTMLVideoElement) => ({ time: video.currentTime, paused: video.paused }));

  it("keeps the guest's embed with the host's through YouTube's player API: play, pause at 12 s, seek to 40 s", async () => {
    const host = await signedIn("anchor");
    const guest = await signedIn("deckhand");
    await standIn(host.context);
    await standIn(guest.context);
    const roomPath = await openedFromEpisode(host.page, youTubeSlug);
    await guest.page.goto(roomPath);
    for (const page of [host.page, guest.page]) {
      await expect.poll(() => page.locator("[data-room-status]").getAttribute("data-room-status"), { timeout: 10_000 }).toBe("open");
      await expect
        .poll(() => embedOf(page).evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await page.getByText(en.room_unsynced).count()).toBe(0);
    }
    // The host plays from 10 s and pauses in the embed, as its own controls would (from 10 s, so
    // the story waits two seconds of playing, not twelve).
    await embedOf(host.page).evaluate((video: HTMLVideoElement) => {
      video.currentTime = 10;
    });
    await expect.poll(async () => Math.abs((await embedded(guest.page)).time - 10), { timeout: 3_000 }).toBeLessThanOrEqual(0.5);
    await embedOf(host.page).evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(async () => (await embedded(guest.page)).paused, { timeout: 5_000 }).toBe(false);
    await expect.poll(async () => (await embedded(host.page)).time, { timeout: 10_000 }).toBeGreaterThanOrEqual(12);
    await embedOf(host.page).evaluate((video: HTMLVideoElement) => video.pause());
    const pausedAt = (await embedded(host.page)).time;
    await expect
      .poll(
        async () => {
          const guestNow = await embedded(guest.page);
          return guestNow.paused && Math.abs(guestNow.time - pausedAt) <= 0.5;
        },
        { timeout: 1_000, interval: 100 },
      )
      .toBe(true);
    await embedOf(host.page).evaluate((video: HTMLVideoElement) => {
      video.currentTime = 40;
    });
    await expect.poll(async () => Math.abs((await embedded(guest.page)).time - 40), { timeout: 3_000 }).toBeLessThanOrEqual(0.5);
    await host.context.close();
    await guest.context.close();
  });
});
