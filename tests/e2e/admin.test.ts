import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_BASE, adminLogIn, confirmRowAction, notice, screen } from "./admin-support";
import { api, hydrated, launchBrowser, logIn, newViewer, visit } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("admin login", () => {
  it("refuses a wrong password with the server's text, then lets the admin in; logout returns to login", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js: false });
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid username or password" }).waitFor();
    await adminLogIn(page);
    expect(await page.getByRole("heading", { name: "Welcome, admin" }).count()).toBe(1);
    await page.goto(screen("no-such-screen"));
    expect(await page.getByRole("link", { name: "go to the main site" }).count()).toBe(1);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`**${ADMIN_BASE}`);
    await page.goto(screen("genres"));
    await page.waitForURL(`**${ADMIN_BASE}`);
    await context.close();
  });
});

describe.each([false, true])("admin screens with JavaScript %s", (js) => {
  it("genres: add, edit, delete after confirmation", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js });
    await adminLogIn(page);
    await page.goto(screen("genres"));
    if (js) await hydrated(page);
    const name = `Genre${js ? "Js" : "Plain"}${Date.now() % 10000}`;
    await page.getByLabel("Name").first().fill(name);
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "Genre added");
    await page.locator("tr", { hasText: name }).getByRole("link", { name: "Edit" }).click();
    await page.locator("tr").getByLabel("Name").fill(`${name} Renamed`);
    await page.getByRole("button", { name: "Save" }).click();
    await notice(page, "Genre updated");
    expect((await api("GET", "/genres")).data.some((genre: { name: string }) => genre.name === `${name} Renamed`)).toBe(true);
    await confirmRowAction(page, `${name} Renamed`);
    await notice(page, "Genre deleted");
    expect(await page.locator("tr", { hasText: name }).count()).toBe(0);
    await context.close();
  });

  it("genres: a duplicate name shows the spec's failure text and keeps the list", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js });
    await adminLogIn(page);
    await page.goto(screen("genres"));
    await page.getByLabel("Name").first().fill("action");
    await page.getByRole("button", { name: "Add" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to add genre: A genre with this name already exists" }).waitFor();
    await context.close();
  });

  it("users: search, block (the viewer is sent to /blocked), unblock, delete", async () => {
    const viewer = await newViewer("managed");
    const { context, page } = await visit(browser, ADMIN_BASE, { js });
    await adminLogIn(page);
    await page.goto(screen("users"));
    await page.getByLabel("Search email or username").fill(viewer.username);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/search=/);
    const row = page.locator("tr", { hasText: viewer.username });
    await row.getByRole("button", { name: "Block" }).click();
    await notice(page, `${viewer.username} blocked`);
    expect(await page.locator("tr", { hasText: viewer.username }).textContent()).toContain("Blocked");
    expect((await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password })).status).toBe(403);
    await page.locator("tr", { hasText: viewer.username }).getByRole("button", { name: "Unblock" }).click();
    await notice(page, `${viewer.username} unblocked`);
    expect((await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password })).status).toBe(200);
    await confirmRowAction(page, viewer.username);
    await notice(page, "User deleted");
    expect((await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password })).status).toBe(401);
    await context.close();
  });

  it("comments: approve a pending comment (it shows on the episode page), then delete it", async () => {
    const viewer = await newViewer("commenter");
    const text = `Moderate me ${viewer.username}`;
    const { context, page } = await visit(browser, "/", { js });
    await logIn(page, viewer.username, viewer.password);
    await page.goto("/gearheart-academy/episode/4");
    if (js) await hydrated(page);
    await page.getByLabel("Your comment").fill(text);
    await page.getByRole("button", { name: "Post Comment" }).click();
    await page.locator("#comments li", { hasText: text }).waitFor();

    const admin = await browser.newContext({ baseURL: page.url().replace(/\/gearheart.*/, ""), javaScriptEnabled: js });
    const adminPage = await admin.newPage();
    await adminLogIn(adminPage);
    await adminPage.goto(screen(`comments?search=${encodeURIComponent(viewer.username)}`));
    const row = adminPage.locator("tr", { hasText: text });
    expect(await row.textContent()).toContain("Pending");
    await row.getByRole("button", { name: "Approve" }).click();
    await notice(adminPage, "Comment approved");
    const anonymous = await fetch(`${page.url().replace(/\/gearheart.*/, "")}/api/comments?episode_id=${await episodeId()}`);
    expect(((await anonymous.json()) as { content: string }[]).some((comment) => comment.content === text)).toBe(true);
    await confirmRowAction(adminPage, text);
    await notice(adminPage, "Comment deleted");
    await admin.close();
    await context.close();
  });
});

async function episodeId() {
  // Searched by its title: the first page of all series is the newest, which other stories add to.
  const { data } = await api("GET", `/series?q=${encodeURIComponent("Gearheart Academy")}`);
  const gearheart = data.find((series: { slug: string }) => series.slug === "gearheart-academy");
  const { data: episodes } = await api("GET", `/episodes?series_id=${gearheart.id}`);
  return episodes.find((episode: { episode_number: number }) => episode.episode_number === 4).id;
}

describe("allowed admin IPs without JavaScript", () => {
  it("refuse an entry that would lock the admin out, add the admin's own range and another, and remove them", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js: false });
    await adminLogIn(page);
    await page.goto(screen("allowed-ips"));
    expect(await page.getByText("No allowed IPs set.").count()).toBe(1);
    const yourIp = (await page.locator("code").textContent())!;
    await page.getByLabel("IP").fill("198.51.100.0/24");
    await page.getByRole("button", { name: "Add" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to add IP" }).waitFor();
    await page.getByLabel("IP").fill(yourIp);
    await page.getByLabel("Label").fill("This machine");
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "IP added!");
    await page.getByLabel("IP").fill("198.51.100.0/24");
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "IP added!");
    await confirmRowAction(page, "198.51.100.0/24", "Remove");
    await notice(page, "IP removed!");
    await confirmRowAction(page, "This machine", "Remove");
    await notice(page, "IP removed!");
    expect(await page.getByText("No allowed IPs set.").count()).toBe(1);
    await context.close();
  });
});

describe("the audit log", () => {
  it("lists admin actions newest first with who, what and from where", async () => {
    const { context, page } = await visit(browser, ADMIN_BASE, { js: false });
    await adminLogIn(page);
    await page.goto(screen("genres"));
    const name = `Audited${Date.now() % 10000}`;
    await page.getByLabel("Name").first().fill(name);
    await page.getByRole("button", { name: "Add" }).click();
    await notice(page, "Genre added");
    await page.goto(screen("audit"));
    const first = page.locator("tbody tr").first();
    expect(await first.textContent()).toMatch(/admin.*create.*genres #\d+/);
    await context.close();
  });
});
