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

/**
 * Makes the bench's viewer a real one: `listed` series on their list across the statuses, with
 * completed and dropped hidden from their browsing and the spoiler guard at "all but the next"
 * (decision 062), so their pages do what a real viewer's do.
 */
export async function furnishViewer(base: string, credentials: Credentials, listed = 40) {
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${credentials.userToken}` };
  const series = (await (await fetch(`${base}/api/series?limit=${listed}`)).json()) as { id: number }[];
  const statuses = ["watching", "completed", "plan_to_watch", "on_hold", "dropped"];
  for (const [index, { id }] of series.entries()) {
    const json = { status: statuses[index % statuses.length], progress: index % 3, score: index % 2 ? 8 : null };
    const answer = await fetch(`${base}/api/users/me/list/${id}`, { method: "PUT", headers, body: JSON.stringify(json) });
    if (!answer.ok) throw new Error(`listing series ${id} answered ${answer.status}`);
  }
  const me = { email: `${credentials.username}@example.com`, username: credentials.username, hide_statuses: ["completed", "dropped"] };
  const saved = await fetch(`${base}/api/users/me`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ ...me, spoiler_guard: "after_next" }),
  });
  if (!saved.ok) throw new Error(`the viewer's settings answered ${saved.status}`);
}

/**
 * Makes the bench's viewer one who watched `count` episodes (issue #85: a viewer of 2,000), opened
 * through the API as the player opens them, series by series in the catalogue's order.
 */
export async function watchEpisodes(base: string, credentials: Credentials, count: number) {
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${credentials.userToken}` };
  let watched = 0;
  for (let offset = 0; watched < count; offset += 100) {
    const series = (await (await fetch(`${base}/api/series?limit=100&offset=${offset}`)).json()) as { id: number }[];
    if (series.length === 0) break;
    for (const { id } of series) {
      const episodes = (await (await fetch(`${base}/api/episodes?series_id=${id}&limit=100`)).json()) as { id: number }[];
      for (const episode of episodes.slice(0, count - watched)) {
        const body = JSON.stringify({ series_id: id, episode_id: episode.id });
        const answer = await fetch(`${base}/api/users/me/history`, { method: "POST", headers, body });
        if (!answer.ok) throw new Error(`watching episode ${episode.id} answered ${answer.status}`);
        watched += 1;
      }
      if (watched >= count) break;
    }
  }
  return watched;
}
