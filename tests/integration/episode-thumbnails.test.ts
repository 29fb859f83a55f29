// Issue #33: an episode's thumbnail is uploaded as a series cover is, through the API
// (POST /api/episodes/upload-thumbnail) and the admin episode form (its "Thumbnail image" file),
// checked by its bytes and stored in R2 only once the rest of the form passes.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "~/.server/seed/png";
import { adminToken, call, expectError, multipart, rowCount } from "../support/api";
import { seedDemo } from "../support/app-context";
import { jpegImage } from "../support/image-fixtures";
import { fetchWorker } from "../support/worker";

const admin = "/studio-login/admin";
let token: string;
let cookie: string;

beforeAll(async () => {
  await seedDemo();
  token = await adminToken();
  // The admin session cookie carries the same token the API hands out.
  cookie = `__admin_session=${encodeURIComponent(btoa(JSON.stringify(token)))}`;
});

/** Where the worker serves these bytes once stored: their SHA-256, then the sniffed type's extension. */
async function uploadUrl(bytes: Uint8Array<ArrayBuffer>, extension: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `/uploads/${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}.${extension}`;
}

/** A PNG no other test here stored, so storing it adds a row to `uploads`. */
const freshPng = (shade: number) => encodePng(2, 2, new Uint8Array(12).fill(shade));

/** Posts an admin form as a browser without JavaScript does: multipart, the file beside the fields. */
function postForm(screen: string, fields: Record<string, string>, files: Record<string, File> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return fetchWorker(`${admin}/${screen}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { Origin: "https://example.com", Cookie: cookie },
  });
}

const newEpisode = (fields: Record<string, string> = {}) => ({
  intent: "create",
  series_id: "2",
  episode_number: "91",
  title: "Thumbnailed",
  description: "An episode with an uploaded thumbnail.",
  release_date: "2026-11-20",
  ...fields,
});

const episodeRow = (series: number, number: number) =>
  env.DB.prepare("SELECT id, title, thumbnail FROM episodes WHERE series_id = ? AND episode_number = ?")
    .bind(series, number)
    .first<{ id: number; title: string; thumbnail: string | null }>();

async function stored() {
  return { rows: await rowCount("uploads"), objects: (await env.BUCKET.list()).objects.length };
}

describe("POST /api/episodes/upload-thumbnail", () => {
  it("stores a JPEG as a thumbnail and answers where it is served", async () => {
    const before = await rowCount("uploads");
    const { status, data } = await call("POST", "/episodes/upload-thumbnail", {
      token,
      body: multipart("image", jpegImage, "ep1.jpg", "image/jpeg"),
    });
    expect(status, JSON.stringify(data)).toBe(201);
    expect(data).toEqual({ url: await uploadUrl(jpegImage, "jpg") });
    expect(await rowCount("uploads")).toBe(before + 1);
    const row = await env.DB.prepare("SELECT kind, content_type AS type FROM uploads WHERE key = ?")
      .bind(data.url.slice("/uploads/".length))
      .first();
    expect(row).toEqual({ kind: "thumbnail", type: "image/jpeg" });
    const served = await fetchWorker(data.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpegImage);
  });

  it("refuses a caller without an admin token with 401 and stores nothing", async () => {
    const before = await stored();
    await expectError(
      call("POST", "/episodes/upload-thumbnail", { body: multipart("image", await freshPng(10), "x.png", "image/png") }),
      401,
    );
    expect(await stored()).toEqual(before);
  });

  it("refuses a file that is not an image with 415", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>") as Uint8Array<ArrayBuffer>;
    await expectError(
      call("POST", "/episodes/upload-thumbnail", { token, body: multipart("image", html, "x.jpg", "image/jpeg") }),
      415,
      "The file must be a JPEG, PNG, WebP, GIF or AVIF image.",
    );
  });

  it("is in the OpenAPI document as an admin multipart upload", async () => {
    const { data } = await call("GET", "/openapi.json");
    const operation = data.paths["/api/episodes/upload-thumbnail"]?.post;
    expect(operation?.operationId).toBe("uploadEpisodeThumbnail");
    expect(Object.keys(operation.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(operation.security).toEqual([{ adminToken: [] }]);
  });
});

describe("the admin episode form's thumbnail image", () => {
  it("adds the episode with the uploaded file as its thumbnail, over the typed link", async () => {
    const png = await freshPng(20);
    const before = await stored();
    const response = await postForm("manage-episodes", newEpisode({ thumbnail: "https://img.example.com/typed.jpg" }), {
      thumbnail_file: new File([png], "thumb.png", { type: "image/png" }),
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const saved = await episodeRow(2, 91);
    expect(saved?.thumbnail).toBe(await uploadUrl(png, "png"));
    expect(await rowCount("uploads")).toBe(before.rows + 1);
    expect(await env.BUCKET.head(saved!.thumbnail!.slice("/uploads/".length))).not.toBeNull();
  });

  it("replaces an episode's thumbnail with a chosen file, and keeps it when none is chosen", async () => {
    const episode = (await episodeRow(2, 91))!;
    const png = await freshPng(30);
    const edit = (title: string, files: Record<string, File>) =>
      postForm(
        "manage-episodes",
        { ...newEpisode({ intent: "update", id: String(episode.id), title }), thumbnail: episode.thumbnail ?? "" },
        files,
      );
    expect((await edit("Rethumbnailed", { thumbnail_file: new File([png], "new.png", { type: "image/png" }) })).status).toBe(302);
    const replaced = await episodeRow(2, 91);
    expect(replaced).toMatchObject({ title: "Rethumbnailed", thumbnail: await uploadUrl(png, "png") });

    // The link field sends the current address; an empty file input leaves it as it is.
    const kept = await postForm(
      "manage-episodes",
      { ...newEpisode({ intent: "update", id: String(episode.id), title: "Kept" }), thumbnail: replaced!.thumbnail! },
      { thumbnail_file: new File([], "", { type: "application/octet-stream" }) },
    );
    expect(kept.status).toBe(302);
    expect(await episodeRow(2, 91)).toMatchObject({ title: "Kept", thumbnail: replaced!.thumbnail });
  });

  it("stores nothing when the rest of the form is refused", async () => {
    const episode = (await episodeRow(2, 91))!;
    const before = await stored();
    const png = await freshPng(40);
    for (const fields of [
      newEpisode({ episode_number: "92", title: "" }),
      newEpisode({ intent: "update", id: String(episode.id), title: "" }),
    ]) {
      const response = await postForm("manage-episodes", fields, { thumbnail_file: new File([png], "thumb.png", { type: "image/png" }) });
      expect(response.status, fields.intent).toBe(400);
      expect(await response.text()).toContain("Title is required");
    }
    expect(await stored()).toEqual(before);
    expect(await episodeRow(2, 92)).toBeNull();
    expect((await episodeRow(2, 91))?.title).toBe("Kept");
  });

  it("shows a file that is not an image refused next to its field, what was typed kept, nothing written", async () => {
    const before = { ...(await stored()), episodes: await rowCount("episodes") };
    // Posted where the add form is shown, so the refused form is drawn again.
    const response = await postForm("manage-episodes?series=2&add=1", newEpisode({ episode_number: "93", title: "Typed title" }), {
      thumbnail_file: new File(["not an image"], "thumb.jpg", { type: "image/jpeg" }),
    });
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*id="thumbnail_file"[^>]*aria-invalid="true"[^>]*aria-describedby="thumbnail_file-error"/);
    expect(html).toMatch(/<p id="thumbnail_file-error" role="alert"[^>]*>The file must be a JPEG, PNG, WebP, GIF or AVIF image\.<\/p>/);
    expect(html).toContain('value="Typed title"');
    expect({ ...(await stored()), episodes: await rowCount("episodes") }).toEqual(before);
  });
});

describe("the series form's cover, through the same helper", () => {
  it("shows a cover that is not an image refused next to its field", async () => {
    const before = await stored();
    const response = await postForm(
      "add-series",
      { intent: "create", title: "Covered", description: "A series with a bad cover." },
      { cover_file: new File(["not an image"], "cover.png", { type: "image/png" }) },
    );
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(
      /<p id="cover-new-error" role="alert"[^>]*>The file must be a JPEG, PNG, WebP, GIF or AVIF image\.<\/p>/,
    );
    expect(await stored()).toEqual(before);
  });
});
