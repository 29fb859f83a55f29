import { fetchWorker } from "../../support/worker";
import { beforeAll, describe, expect, it } from "vitest";
import { drawLogo } from "~/.server/seed/artwork";
import { encodePng } from "~/.server/seed/png";
import { adminToken, call, expectError, multipart, newUser, rowCount } from "../../support/api";
import { jpegImage } from "../../support/image-fixtures";

let admin: string;
let png: Uint8Array<ArrayBuffer>;
const gif = drawLogo(120);
const text = (value: string) => new TextEncoder().encode(value) as Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  admin = await adminToken();
  png = await encodePng(2, 2, new Uint8Array(12).fill(200));
});

async function fetchUpload(url: string) {
  const response = await fetchWorker(`${url}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("uploads", () => {
  it("store a real PNG cover and serve it back with its sniffed type, nosniff and immutable caching", async () => {
    const { status, data } = await call("POST", "/series/upload", {
      token: admin,
      body: multipart("image", png, "cover.jpg", "image/jpeg"),
    });
    expect(status).toBe(201);
    expect(data.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const { response, bytes } = await fetchUpload(data.url);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(bytes).toEqual(png);
  });

  it("store a GIF logo and list it among the logo choices", async () => {
    const { status, data } = await call("POST", "/upload", { token: admin, body: multipart("file", gif, "brand.gif", "image/gif") });
    expect(status).toBe(201);
    expect(data).toEqual({ url: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.gif$/), filename: "brand.gif" });
    expect((await fetchUpload(data.url)).response.headers.get("Content-Type")).toBe("image/gif");
    const choices = await call("GET", "/logos", { token: admin });
    expect(choices.data.map((logo: { url: string }) => logo.url)).toEqual(["/logo1.gif", "/logo2.gif", "/logo3.gif", data.url]);
  });

  it("store an ad image for an ad slot", async () => {
    const { status, data } = await call("POST", "/ads/upload", { token: admin, body: multipart("image", png, "banner.png", "image/png") });
    expect(status).toBe(201);
    const ad = await call("POST", "/ads", { token: admin, json: { placement: "sidebar", title: "Banner", image: data.url, active: true } });
    expect(ad.data.image).toBe(data.url);
  });

  it("refuse an SVG, an HTML file and a PNG named .gif with 415", async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expectError(
      call("POST", "/series/upload", { token: admin, body: multipart("image", svg, "x.svg", "image/svg+xml") }),
      415,
      "The file must be a JPEG, PNG, WebP, GIF or AVIF image.",
    );
    await expectError(
      call("POST", "/series/upload", {
        token: admin,
        body: multipart("image", text("<!doctype html><script>alert(1)</script>"), "x.png", "image/png"),
      }),
      415,
    );
    await expectError(
      call("POST", "/upload", { token: admin, body: multipart("file", png, "logo.gif", "image/gif") }),
      415,
      "The file must be a GIF image.",
    );
  });

  it("refuse an image with anything after its end, and one cut short, with 415 and nothing stored", async () => {
    const before = await rowCount("uploads");
    const withPage = (image: Uint8Array) => new Uint8Array([...image, ...text("<html><script>alert(1)</script></html>")]);
    await expectError(
      call("POST", "/series/upload", { token: admin, body: multipart("image", withPage(png), "x.png", "image/png") }),
      415,
      "The file has data after the end of the image.",
    );
    await expectError(
      call("POST", "/upload", { token: admin, body: multipart("file", withPage(gif), "x.gif", "image/gif") }),
      415,
      "The file has data after the end of the image.",
    );
    await expectError(
      call("POST", "/ads/upload", { token: admin, body: multipart("image", withPage(jpegImage), "x.jpg", "image/jpeg") }),
      415,
      "The file has data after the end of the image.",
    );
    await expectError(
      call("POST", "/series/upload", { token: admin, body: multipart("image", png.slice(0, -6), "x.png", "image/png") }),
      415,
      "The file must be a JPEG, PNG, WebP, GIF or AVIF image; this one is damaged or cut short.",
    );
    expect(await rowCount("uploads")).toBe(before);
  });

  it("refuse a file over the limit with 413", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(gif.subarray(0, 16));
    await expectError(
      call("POST", "/upload", { token: admin, body: multipart("file", big, "big.gif", "image/gif") }),
      413,
      "The file is larger than 2 MiB.",
    );
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(png.subarray(0, 16));
    await expectError(call("POST", "/series/upload", { token: admin, body: multipart("image", huge, "big.png") }), 413);
  });

  it("answer 400 when no file is sent", async () => {
    await expectError(call("POST", "/series/upload", { token: admin, json: { image: "x" } }), 400, /multipart\/form-data/);
    await expectError(
      call("POST", "/series/upload", { token: admin, body: multipart("other", png, "x.png") }),
      400,
      'Choose a file to upload (field "image")',
    );
  });

  it("never serve a key that is not a stored object", async () => {
    expect((await fetchWorker("/uploads/../../etc/passwd")).status).toBe(404);
    expect((await fetchWorker(`/uploads/${"a".repeat(64)}.png`)).status).toBe(404);
  });

  it("let a user set an avatar through the multipart profile update", async () => {
    const viewer = await newUser();
    // Bytes of its own: an upload is stored under its bytes' hash, and this test's cover has these.
    const avatar = await encodePng(3, 3, new Uint8Array(27).fill(90));
    const form = multipart("avatar", avatar, "me.png", "image/png", { email: viewer.email, username: viewer.username, location: "Kyoto" });
    const { status, data } = await call("PUT", "/users/me", { token: viewer.token, body: form });
    expect(status).toBe(200);
    expect(data).toMatchObject({ location: "Kyoto", avatar: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.png$/) });
    // A viewer's own picture is kept by their browser, never by a shared cache (issue #49).
    expect((await fetchUpload(data.avatar)).response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    const svgForm = multipart("avatar", text("<svg/>"), "me.svg", "image/svg+xml", { email: viewer.email, username: viewer.username });
    await expectError(call("PUT", "/users/me", { token: viewer.token, body: svgForm }), 415);
  });
});
