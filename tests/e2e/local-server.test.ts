// Issue #47: the local server (`npm start`, served here as it serves it) stays up when clients cut
// requests mid-answer or mid-body, or ask for a WebSocket upgrade it refuses; `wrangler dev` 4.124
// exited on each (cloudflare/workers-sdk#15203, #15451). Decision 040.
import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { api, newViewer } from "./browser";

const base = new URL(inject("baseURL"));

/** Writes `head` (and no more) on a raw connection, then drops it after `afterMs`; answers the first line heard. */
function cutOff(head: string, afterMs: number): Promise<string> {
  return new Promise((resolve) => {
    let heard = "";
    const socket = connect(Number(base.port), base.hostname, () => socket.write(head));
    socket.on("data", (data) => {
      heard += data.toString("latin1");
    });
    socket.on("error", () => resolve(heard));
    setTimeout(() => {
      socket.destroy();
      resolve(heard.split("\r\n")[0] ?? "");
    }, afterMs);
  });
}

/** The site's own pages, as the home page and the catalogue link to them. */
async function sitePages(): Promise<string[]> {
  const found = new Set(["/", "/list", "/atoz", "/login", "/register", "/about", "/sitemap.xml", "/feed.xml"]);
  for (const page of ["/", "/list"]) {
    const html = await (await fetch(new URL(page, base))).text();
    for (const [, href] of html.matchAll(/href="(\/[^"#]*)"/g))
      if (!href!.startsWith("/uploads/") && !href!.startsWith("/assets/")) found.add(href!);
  }
  return [...found].slice(0, 60);
}

const statusesOf = (pages: string[]) =>
  Promise.all(pages.map(async (page) => [page, (await fetch(new URL(page, base), { redirect: "manual" })).status] as const));

describe("the local server under clients that hang up", () => {
  it("answers every page as before after 200 requests cut off and 20 refused WebSocket upgrades", async () => {
    const pages = await sitePages();
    expect(pages.length).toBeGreaterThan(20);
    const before = await statusesOf(pages);
    expect(before.filter(([, status]) => status === 200).length).toBeGreaterThan(20);

    for (let i = 0; i < 200; i++) {
      const page = pages[i % pages.length]!;
      // Half are pages dropped before or while they answer; half are form posts dropped mid-body,
      // their declared length never sent.
      const head =
        i % 2 === 0
          ? `GET ${page} HTTP/1.1\r\nHost: ${base.host}\r\n\r\n`
          : `POST /login HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nusername=a&pass`;
      await cutOff(head, i % 3 === 0 ? 1 : 25);
    }
    const upgrades = [];
    for (let i = 0; i < 20; i++)
      upgrades.push(
        await cutOff(
          `GET /api/rooms/missing-${i}/socket HTTP/1.1\r\nHost: ${base.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
          300,
        ),
      );
    // Refused with an answer, not by the connection dropping.
    expect(upgrades.every((line) => /^HTTP\/1\.1 4\d\d /.test(line))).toBe(true);

    expect(await statusesOf(pages)).toEqual(before);
  });

  // Issue #71: workerd left a connection whose request body the worker never read (a 401, a 404)
  // to die, and Node's fetch met a reset on its next request there: the front reads the rest.
  it("keeps a kept-alive connection usable after answers that left the request's body unread", async () => {
    const failures: string[] = [];
    const unread = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ note: "x".repeat(20_000) }) };
    for (let i = 0; i < 40; i++)
      for (const [path, init] of [
        ["/api/users/me/list", unread],
        ["/api/series/no-such-series/comments", unread],
        ["/api/series?limit=1", {}],
      ] as const) {
        try {
          const response = await fetch(new URL(path, base), init);
          await response.arrayBuffer();
        } catch (error) {
          failures.push(`${path}: ${String((error as Error).cause ?? error)}`);
        }
      }
    expect(failures).toEqual([]);
  });

  // Issue #81: a worker that answers before reading a body past its limit (the list import's 413)
  // reached a Node client as a 502 or a reset: the front met workerd's close in the middle of a
  // write and dropped the answer. The client gets the worker's answer, and its connection stays.
  it("passes on the worker's 413 for a 10 MB body past a limit, and the next request on that connection is answered", async () => {
    const viewer = await newViewer("big-import");
    const { data } = await api("POST", "/users/login", { identifier: viewer.username, password: viewer.password });
    const importPath = "/api/users/me/list/import?dry_run=true";
    const tenMegabytes = Buffer.alloc(10_000_000, "<anime/>");
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 8; i++) {
      try {
        const answer = await fetch(new URL(importPath, base), {
          method: "POST",
          headers: { Authorization: `Bearer ${data.token}`, "Content-Type": "application/xml" },
          body: tenMegabytes,
        });
        statuses.push(answer.status, ((await answer.json()) as { error: string }).error);
      } catch (error) {
        statuses.push(String((error as Error).cause ?? error));
      }
    }
    expect(new Set(statuses)).toEqual(new Set([413, "The request body is larger than 6 MiB."]));

    // On one connection: the 10 MB post, then a page; both answered, in order.
    const heard = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect(Number(base.port), base.hostname, () => {
        socket.write(
          `POST ${importPath} HTTP/1.1\r\nHost: ${base.host}\r\nAuthorization: Bearer ${data.token}\r\n` +
            `Content-Type: application/xml\r\nContent-Length: ${tenMegabytes.length}\r\n\r\n`,
        );
        socket.write(tenMegabytes);
        socket.write(`GET /api/series?limit=1 HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`);
      });
      socket.on("data", (chunk) => {
        text += chunk.toString("latin1");
      });
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });
    // Each answer's status line follows the last one's body at once.
    expect([...heard.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1])).toEqual(["413", "200"]);
  });

  it("says how long it keeps an idle connection, longer than Node's fetch keeps one (4 s)", async () => {
    const response = await fetch(new URL("/about", base));
    await response.arrayBuffer();
    const seconds = Number(/timeout=(\d+)/.exec(response.headers.get("keep-alive") ?? "")?.[1]);
    expect(seconds).toBeGreaterThan(4);
  });
});
