import { describe, expect, it } from "vitest";
import { adminToken, call, expectError, newUser } from "../../support/api";

const register = (json: Record<string, unknown>) => call("POST", "/users/register", { json });
const login = (identifier: string, password: string, ip = "198.51.100.1") =>
  call("POST", "/users/login", { json: { identifier, password }, headers: { "CF-Connecting-IP": ip } });

describe("registering", () => {
  it("creates an account without ever answering the password", async () => {
    const { status, data } = await register({ email: "Kiko@Example.com", username: "kiko", password: "sunny-days" });
    expect(status).toBe(201);
    expect(data.user).toMatchObject({ email: "Kiko@Example.com", username: "kiko", blocked: false });
    expect(JSON.stringify(data)).not.toMatch(/sunny-days|password|pbkdf2/);
  });

  it("answers 409 with the spec's texts for a taken email or username, in any case", async () => {
    await expectError(register({ email: "kiko@example.com", username: "other", password: "sunny-days" }), 409, "Email already in use");
    await expectError(register({ email: "new@example.com", username: "KIKO", password: "sunny-days" }), 409, "Username already in use");
  });

  it("answers 400 for missing or malformed fields", async () => {
    await expectError(register({ username: "a1b2", password: "sunny-days" }), 400, "Email is required");
    await expectError(register({ email: "not-an-email", username: "a1b2", password: "sunny-days" }), 400, "Enter a valid email address");
    await expectError(register({ email: "a@b.co", username: "a b", password: "sunny-days" }), 400, /Username may use/);
    await expectError(register({ email: "a@b.co", username: "abc", password: "short" }), 400, "Password must be at least 8 characters");
  });
});

describe("logging in", () => {
  it("works by username or by email and answers a token with the user's names and how many profiles they hold", async () => {
    const byName = await login("kiko", "sunny-days");
    expect(byName.status).toBe(200);
    expect(byName.data).toEqual({ token: expect.any(String), user: { email: "Kiko@Example.com", username: "kiko" }, profiles: 1 });
    expect((await login("kiko@example.com", "sunny-days")).status).toBe(200);
  });

  it("answers 401 for a wrong password or an unknown account, with the same text", async () => {
    const wrong = await expectError(login("kiko", "rainy-days"), 401);
    const unknown = await expectError(login("nobody", "rainy-days"), 401);
    expect(wrong.data).toEqual(unknown.data);
  });

  it("answers 429 after 5 failures for one account, from any address (tests/integration/sessions.test.ts has the rest)", async () => {
    const viewer = await newUser("limited");
    for (let i = 0; i < 5; i++) await expectError(login(viewer.username, "wrong-password", "203.0.113.9"), 401);
    await expectError(login(viewer.username, viewer.password, "203.0.113.9"), 429, "Too many failed attempts. Try again in 15 minutes.");
    await expectError(login(viewer.email, viewer.password, "203.0.113.10"), 429);
  });
});

describe("the profile", () => {
  it("is read and updated by its owner only, the password changed only when given", async () => {
    const viewer = await newUser();
    expect((await call("GET", "/users/me", { token: viewer.token })).data).toMatchObject({
      id: viewer.id,
      username: viewer.username,
      email: viewer.email,
    });
    const updated = await call("PUT", "/users/me", {
      token: viewer.token,
      json: { email: viewer.email, username: `${viewer.username}x`, dob: "2000-01-31", location: "Nara", mobile: "+81 90" },
    });
    expect(updated.data).toMatchObject({ id: viewer.id, username: `${viewer.username}x`, dob: "2000-01-31", location: "Nara" });
    expect((await login(`${viewer.username}x`, viewer.password)).status).toBe(200);
    await call("PUT", "/users/me", {
      token: viewer.token,
      json: { email: viewer.email, username: `${viewer.username}x`, password: "a-brand-new-one", current_password: viewer.password },
    });
    expect((await login(`${viewer.username}x`, "a-brand-new-one")).status).toBe(200);
  });

  it("answers 409 when taking someone else's email or username, 400 for a bad date", async () => {
    const first = await newUser();
    const second = await newUser();
    await expectError(
      call("PUT", "/users/me", { token: second.token, json: { email: first.email, username: second.username } }),
      409,
      "Email already in use",
    );
    await expectError(
      call("PUT", "/users/me", { token: second.token, json: { email: second.email, username: first.username } }),
      409,
      "Username already in use",
    );
    await expectError(
      call("PUT", "/users/me", { token: second.token, json: { email: second.email, username: second.username, dob: "31/01/2000" } }),
      400,
      /Date of birth/,
    );
    await expectError(
      call("PUT", "/users/me", { token: second.token, body: "nope", headers: { "Content-Type": "application/json" } }),
      400,
    );
  });
});

describe("user administration", () => {
  it("lists, searches, blocks, unblocks and deletes users", async () => {
    const admin = await adminToken();
    const target = await newUser("target");
    const list = await call("GET", `/users?search=${target.username}`, { token: admin });
    expect(list.data.map((u: { id: number }) => u.id)).toEqual([target.id]);
    expect(JSON.stringify(list.data)).not.toMatch(/password/);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call("GET", `/users?from=${today}&to=${today}`, { token: admin })).data.length).toBeGreaterThan(0);
    expect((await call("GET", "/users?to=2000-01-01", { token: admin })).data).toEqual([]);
    const everyone = await call("GET", "/users", { token: admin });
    const firstOnly = await call("GET", "/users?limit=1&offset=1", { token: admin });
    expect(firstOnly.data.map((u: { id: number }) => u.id)).toEqual([everyone.data[1].id]);
    expect(firstOnly.headers.get("X-Total-Count")).toBe(String(everyone.data.length));

    expect((await call("POST", `/users/${target.id}/block`, { token: admin })).data.blocked).toBe(true);
    await expectError(call("GET", "/users/me", { token: target.token }), 403, "Your account is blocked. Contact admin.");
    await expectError(login(target.username, target.password, "192.0.2.44"), 403, "Your account is blocked. Contact admin.");
    expect((await call("POST", `/users/${target.id}/unblock`, { token: admin })).data.blocked).toBe(false);
    // The block ended the old session; unblocked, the user signs in again.
    await expectError(call("GET", "/users/me", { token: target.token }), 401);
    const again = (await login(target.username, target.password, "192.0.2.45")).data.token;
    expect((await call("GET", "/users/me", { token: again })).status).toBe(200);

    expect((await call("DELETE", `/users/${target.id}`, { token: admin })).status).toBe(200);
    await expectError(call("GET", "/users/me", { token: again }), 401);
    await expectError(call("POST", `/users/${target.id}/block`, { token: admin }), 404, "User not found");
  });
});
