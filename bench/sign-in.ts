// A viewer and the local administrator signed in on a bench's local site, every way the site
// takes it: the API's bearer tokens and the pages' session cookie.

// The local administrator (scripts/local-dev.vars).
const ADMIN = { username: "admin", password: "change-me-locally" };

export type Credentials = { username: string; password: string; userToken: string; userCookie: string; adminToken: string };

export async function signIn(base: string): Promise<Credentials> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${base}/api${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
    ).json()) as any;
  const username = `costed${Date.now() % 1_000_000}`;
  const password = "a-good-password";
  await post("/users/register", { email: `${username}@example.com`, username, password });
  const userToken = (await post("/users/login", { identifier: username, password })).token as string;
  // The pages' session is a cookie, set by the login form.
  const form = new URLSearchParams({ identifier: username, password, redirectTo: "/" });
  const login = await fetch(`${base}/login`, { method: "POST", body: form, redirect: "manual", headers: { Origin: base } });
  const userCookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  if (!userCookie) throw new Error(`the login form set no cookie (${login.status})`);
  return { username, password, userToken, userCookie, adminToken: (await post("/admin/login", ADMIN)).token as string };
}
