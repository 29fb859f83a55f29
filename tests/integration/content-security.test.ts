// Issue #13: a Content-Security-Policy with a fresh script nonce on every answer, rendered or from
// the page cache, that every inline script of the page carries (docs/decisions/013-content-security-policy.md).
import { beforeAll, describe, expect, it } from "vitest";
import { embedOrigins } from "~/lib/embed";
import { CAST_SENDER_ORIGIN } from "~/lib/stream-sources";
import { call } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker } from "../support/worker";

let episodePath: string;
/** The demo's first episode has an MP4 server, which Chrome casts through Google's sender (decision 065). */
const castSender = [CAST_SENDER_ORIGIN];

beforeAll(async () => {
  await seedDemo();
  const { data } = await call("GET", "/series?limit=1");
  episodePath = `/${data[0].slug}/episode/1`;
});

// Each test reads its own address, so a page another test cached does not answer it.
let fresh = 0;
const unique = (path: string) => `${path}?utm_campaign=csp${++fresh}`;

type Answer = { status: number; cache: string | null; policy: string; nonce: string; html: string };

async function answer(path: string): Promise<Answer> {
  const response = await fetchWorker(path);
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
  return { status: response.status, cache: response.headers.get("X-Page-Cache"), policy, nonce, html: await response.text() };
}

const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
const noncesIn = (html: string) => new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));

/**
 * The page's policy allows its own scripts only by this answer's nonce, and each script has it. A
 * page sent without the app (decision 052) has only its inline ones: the theme's and the islands'.
 * `hosts` are the origins the page's player may add scripts from (the Cast sender, decision 065).
 */
function expectNoncedPage(page: Answer, scriptsAtLeast = 5, hosts: string[] = []) {
  expect(page.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(directive(page.policy, "script-src")).toEqual(["'self'", `'nonce-${page.nonce}'`, ...hosts]);
  expect(page.policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const scripts = scriptTags(page.html);
  expect(scripts.length).toBeGreaterThanOrEqual(scriptsAtLeast);
  for (const script of scripts) expect(script).toContain(`nonce="${page.nonce}"`);
  expect(noncesIn(page.html)).toEqual(new Set([page.nonce]));
}

describe("the episode page's Content-Security-Policy", () => {
  it("names a nonce that every inline script carries, and nothing inline without it", async () => {
    const page = await answer(unique(episodePath));
    expect(page.status).toBe(200);
    expectNoncedPage(page, 5, castSender);
  });

  it("gives every answer its own nonce, cache hits included, in the header and the HTML alike", async () => {
    const path = unique(episodePath);
    const answers = [await answer(path), await answer(path), await answer(path)];
    expect(answers.map((page) => page.cache)).toEqual(["MISS", "HIT", "HIT"]);
    for (const page of answers) expectNoncedPage(page, 5, castSender);
    expect(new Set(answers.map((page) => page.nonce)).size).toBe(3);
    // the hit kept nothing of the nonce the page was rendered with
    for (const hit of answers.slice(1)) expect(hit.html).not.toContain(answers[0]!.nonce);
  });

  it("frames only the video hosts and limits everything else", async () => {
    const { policy } = await answer(unique(episodePath));
    expect(directive(policy, "frame-src").sort()).toEqual(Object.values(embedOrigins).sort());
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    // The demo's first episode has a file server, which a save for offline fetches (decision 066).
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://commondatastorage.googleapis.com"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("comes with a Permissions-Policy that lends playback features to the video hosts only", async () => {
    const response = await fetchWorker(unique(episodePath));
    const permissions = response.headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
    expect(permissions).toContain("publickey-credentials-get=(self)");
    expect(permissions).toContain(
      `fullscreen=(self ${Object.values(embedOrigins)
        .map((origin) => `"${origin}"`)
        .join(" ")})`,
    );
  });
});

describe("every other answer", () => {
  it("has the same policy on the 404 page, an admin page and the API", async () => {
    const notFound = await answer("/no-such-series");
    expect(notFound.status).toBe(404);
    // A missing series is answered on the series pages' route, which a signed-out viewer gets without the app.
    expectNoncedPage(notFound, 2);
    expectNoncedPage(await answer("/studio-login"));
    const api = await answer("/api/series?limit=1");
    expect(directive(api.policy, "frame-src")).toEqual(directive(notFound.policy, "frame-src"));
    expect(api.nonce).not.toBe(notFound.nonce);
  });

  it("leaves cached React Router data as it was stored, with a fresh nonce in its header only", async () => {
    const path = `${episodePath}.data?utm_campaign=csp-data`;
    const [first, second] = [await answer(path), await answer(path)];
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.html).toBe(first.html);
    expect(second.nonce).not.toBe(first.nonce);
  });
});
