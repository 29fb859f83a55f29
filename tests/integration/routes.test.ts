import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "~/.server/auth/server-sessions";
import { seedDemo, testAppContext } from "../support/app-context";
import { fetchWorker } from "../support/worker";

// Visitor spec section 2: every route, the text its server HTML must already hold.
const routes: [string, number, string][] = [
  ["/", 200, "Popular Today"],
  ["/list", 200, "Browse All Series"],
  ["/list?genre=Action", 200, "Sword of the Jade Emperor"],
  ["/stellar-ramen-detectives", 200, "Two cooks on an orbital noodle stand"],
  ["/series/2", 200, "Stellar Ramen Detectives"],
  ["/the-lantern-keeper-s-daughter/episode/2", 200, "Other Episodes"],
  ["/history", 200, "Anime History"],
  ["/atoz", 200, "A to Z list"],
  ["/about", 200, "community catalogue of anime and donghua"],
  ["/contact", 200, "hello@animestream.example"],
  ["/privacy-policy", 200, "Your watch history stays in your own browser"],
  ["/disclaimer", 200, "does not host video files"],
  ["/dmca", 200, "dmca@animestream.example"],
  ["/admin-ads", 200, "300×60"],
  ["/login", 200, "Email or username"],
  ["/register", 200, "Username"],
  ["/blocked", 200, "Your account is blocked. Contact admin."],
  ["/no-such-series", 404, "Series not found"],
  ["/tidecaller/episode/999", 404, "Episode not found"],
  ["/series/9999", 404, "Series not found"],
  ["/a/b/c", 404, "Go to Home"],
  ["/admin", 404, "Go to Home"],
  ["/admin/users", 404, "Go to Home"],
  ["/admin-login", 404, "Go to Home"],
  ["/20051410-admin-login/dashboard", 404, "Go to Home"],
];

beforeAll(async () => {
  await seedDemo();
});

describe("the visitor routes", () => {
  it.each(routes)("GET %s answers %i with its content in the server HTML", async (path, status, text) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text.replace(/'/g, "&#x27;"));
  });

  it("send /profile to /login without a session, and render it with one", async () => {
    const anonymous = await fetchWorker("/profile", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login");
    const token = await issueToken(testAppContext().db, "user", { id: 1, username: "demo_viewer" }, env.JWT_SECRET);
    const signedIn = await fetchWorker("/profile", { headers: { Cookie: `__session=${encodeURIComponent(btoa(JSON.stringify(token)))}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("viewer@example.com");
  });
});
