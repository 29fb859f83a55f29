// Issue #82: the fonts an admin uploads for the ASS subtitles' renderer (decision 070), checked by
// their bytes and named by their own family, through the API and the admin screen without
// JavaScript. Real fonts nobody here made: Noto Sans SC's Latin cut as Google Fonts serves it
// (WOFF and WOFF2, from @fontsource) and the codicon TrueType font Playwright ships.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import notoWoff from "@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff?inline";
import notoWoff2 from "@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff2?inline";
import { adminToken, call, expectError, multipart, newUser, rowCount } from "../support/api";
import { adminCookie, postAdminForm } from "../support/admin-pages";
import { seedDemo } from "../support/app-context";
import { jpegImage } from "../support/image-fixtures";
import { fetchWorker } from "../support/worker";

const codiconTtf = Object.values(
  import.meta.glob<string>("/node_modules/playwright-core/lib/vite/recorder/assets/codicon-*.ttf", {
    query: "?inline",
    import: "default",
    eager: true,
  }),
)[0]!;

/** A data: address's bytes (Vite's `?inline`). */
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));

let admin: string;
const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, token = admin) =>
  call("POST", "/fonts", { token, body: multipart("file", bytes, name, "application/octet-stream") });
const stored = async () => [await rowCount("site_fonts"), await rowCount("uploads"), (await env.BUCKET.list()).objects.length];

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
});

describe("a subtitle font", () => {
  it("is stored by its bytes and named by the family its name table gives, TrueType or WOFF", async () => {
    const ttf = await upload(bytesOf(codiconTtf), "icons.bin");
    expect(ttf.status, JSON.stringify(ttf.data)).toBe(201);
    expect(ttf.data).toMatchObject({ family: "codicon", url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.ttf$/) });
    const served = await fetchWorker(ttf.data.url);
    expect(served.headers.get("Content-Type")).toBe("font/ttf");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(codiconTtf));

    const woff = await upload(bytesOf(notoWoff), "noto.woff");
    expect(woff.status, JSON.stringify(woff.data)).toBe(201);
    expect(woff.data).toMatchObject({ family: "Noto Sans SC", url: expect.stringMatching(/\.woff$/) });

    // Listed for the player, without a token.
    const listed = await call("GET", "/fonts");
    expect(listed.data.map((font: { family: string }) => font.family)).toEqual(["codicon", "Noto Sans SC"]);
  });

  it.each([
    ["WOFF2", () => bytesOf(notoWoff2), 415, "WOFF2 fonts cannot be drawn by the subtitle renderer: upload the font as TTF, OTF or WOFF."],
    ["a picture", () => jpegImage, 415, "The file must be a TrueType, OpenType or WOFF font."],
    ["a font cut short", () => bytesOf(notoWoff).slice(0, 2000), 415, /damaged or cut short/],
    [
      "a family already uploaded",
      () => bytesOf(notoWoff),
      409,
      'A font of the family "Noto Sans SC" is uploaded already: remove it first to replace it',
    ],
  ])("is refused for %s, storing nothing", async (_, bytes, status, error) => {
    const before = await stored();
    await expectError(upload(bytes() as Uint8Array<ArrayBuffer>, "font.ttf"), status, error);
    expect(await stored()).toEqual(before);
  });

  it("is the admin's alone to add or remove", async () => {
    const viewer = await newUser("typesetter");
    await expectError(upload(bytesOf(notoWoff), "noto.woff", viewer.token), 403);
    await expectError(call("DELETE", "/fonts/1", { token: viewer.token }), 403);
  });

  it("is removed from the list, audited, and its file left to the sweep", async () => {
    const [font] = (await call("GET", "/fonts")).data;
    const removed = await call("DELETE", `/fonts/${font.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await call("GET", "/fonts")).data.map((each: { id: number }) => each.id)).not.toContain(font.id);
    expect(await env.DB.prepare("SELECT action, entity, entity_id FROM audit_log ORDER BY id DESC LIMIT 1").first()).toEqual({
      action: "delete",
      entity: "fonts",
      entity_id: String(font.id),
    });
    await expectError(call("DELETE", `/fonts/${font.id}`, { token: admin }), 404);
  });

  it("is uploaded on the admin screen without JavaScript, and refused there with the reason", async () => {
    const cookie = adminCookie(admin);
    const path = `${env.ADMIN_BASE_PATH}/admin/fonts`;
    const form = new FormData();
    form.set("intent", "create");
    form.set("file", new File([bytesOf(codiconTtf)], "codicon.ttf"));
    const added = await postAdminForm(path, cookie, form);
    expect(added.status).toBe(302);
    expect(new URL(added.headers.get("Location")!, "https://example.com").searchParams.get("notice")).toBe("Font codicon added");
    const page = await (await fetchWorker(path, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("codicon");

    const refused = new FormData();
    refused.set("intent", "create");
    refused.set("file", new File([jpegImage], "not-a-font.ttf"));
    const answer = await postAdminForm(path, cookie, refused);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toContain("The file must be a TrueType, OpenType or WOFF font.");
  });
});
