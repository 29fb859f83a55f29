import { beforeAll, describe, expect, it } from "vitest";
import { newUser } from "../support/api";
import { seedDemo } from "../support/app-context";
import { fetchWorker, redirectTarget } from "../support/worker";

// With JavaScript, a form posts to the page's `.data` address (React Router's single fetch). A
// loader or action reads the page's own address from `url`, never from `request.url`, which still
// ends in `.data`: a redirect built from it would send the browser to the data address.

const origin = "https://example.com";
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  fetchWorker(path, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });

beforeAll(async () => {
  await seedDemo();
});

describe("an action posted by single fetch", () => {
  it("sends a new comment back to the page, not to its .data address", async () => {
    const viewer = await newUser("fetcher");
    const login = await post("/login", { identifier: viewer.username, password: viewer.password, redirectTo: "/" });
    const cookie = login.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = "/the-lantern-keeper-s-daughter/episode/1";
    const response = await post(`${page}.data`, { content: `Posted by fetch ${viewer.username}` }, cookie);
    expect(response.status).toBe(202);
    expect(await redirectTarget(response)).toBe(`${page}#comments`);
  });
});
