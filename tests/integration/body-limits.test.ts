// Issue #49, point 3: every body is bounded as it arrives, before a parser sees it. A chunked body
// (no Content-Length) is counted like a declared one: the fourth probe's chunked 90 MB POST /register
// was parsed to the end, and My List's cap read only the header.
import { describe, expect, it } from "vitest";
import { startSession } from "~/web/sessions.server";
import { adminToken, newUser } from "../support/api";
import { fetchWorker } from "../support/worker";

const MB = 1_000_000;

/** A 20 MB form body sent in 64 kB chunks with no length, and how much of it the worker pulled. */
function chunkedForm(total = 20 * MB) {
  const chunk = new TextEncoder().encode(`junk=${"x".repeat(64 * 1024 - 5)}`);
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, sent };
}

async function postChunked(path: string, headers: Record<string, string> = {}) {
  const { body, sent } = chunkedForm();
  const response = await fetchWorker(path, {
    method: "POST",
    // A page's form posts from the site itself (the worker refuses a cross-site one first).
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://example.com", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { response, text: await response.text(), pulled: sent.bytes };
}

describe("a chunked 20 MB body", () => {
  it("is refused 413 by the register page before it is parsed, read no further than its limit", async () => {
    const { response, text, pulled } = await postChunked("/register");
    expect(response.status).toBe(413);
    expect(text).toContain("The form is too large to send.");
    expect(pulled).toBeLessThan(2 * MB);
  });

  it("is refused 413 by My List, with the list file's own refusal", async () => {
    const viewer = await newUser();
    const cookie = (await startSession(new Request("https://example.com/"), "user", viewer.token)).split(";")[0]!;
    const { response, text, pulled } = await postChunked("/my-list", { Cookie: cookie });
    expect(response.status).toBe(413);
    expect(text).toMatch(/larger than/);
    expect(pulled).toBeLessThan(20 * MB);
  });

  it("is refused 413 by the API with the error shape", async () => {
    const { response, text, pulled } = await postChunked("/api/users/register");
    expect(response.status).toBe(413);
    expect(JSON.parse(text)).toEqual({ error: expect.stringContaining("larger than") });
    expect(pulled).toBeLessThan(10 * MB);
  });

  it("is refused 413 by an API upload with the limit of what it uploads, read no further than it", async () => {
    const { response, text, pulled } = await postChunked("/api/series/upload", {
      Authorization: `Bearer ${await adminToken()}`,
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(text)).toEqual({ error: "The file is larger than 5 MiB." });
    expect(pulled).toBeLessThan(8 * MB);
  });
});
