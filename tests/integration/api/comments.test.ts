import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, expectError, newUser } from "../../support/api";
import { seedDemo } from "../../support/app-context";

let admin: string;
let amy: Awaited<ReturnType<typeof newUser>>;
let bob: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  await seedDemo();
  admin = await adminToken();
  amy = await newUser("amy");
  bob = await newUser("bob");
});

describe("comments", () => {
  it("are posted pending under the token's user, whatever username the body claims", async () => {
    const { status, data } = await call("POST", "/comments", {
      token: amy.token,
      json: { episode_id: 3, username: "admin", content: "  Loved it!  " },
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({ episode_id: 3, username: amy.username, content: "Loved it!", approved: false });
  });

  it("list approved ones newest first; the author also sees their own pending one", async () => {
    const anonymous = await call("GET", "/comments?episode_id=3");
    expect(anonymous.data).toEqual([]);
    const own = await call("GET", "/comments?episode_id=3", { token: amy.token });
    expect(own.data.map((c: { content: string; approved: boolean }) => [c.content, c.approved])).toEqual([["Loved it!", false]]);
    expect((await call("GET", "/comments?episode_id=3", { token: bob.token })).data).toEqual([]);
  });

  it("are moderated: listed with series title and episode number, approved, deleted", async () => {
    const all = await call("GET", "/comments/all", { token: admin });
    const mine = all.data.find((c: { username: string }) => c.username === amy.username);
    expect(mine).toMatchObject({ series_title: expect.any(String), episode_number: expect.any(Number), approved: false });
    const approved = await call("POST", `/comments/${mine.id}/approve`, { token: admin });
    expect(approved.data.approved).toBe(true);
    expect((await call("GET", "/comments?episode_id=3")).data).toHaveLength(1);
    const searched = await call("GET", `/comments/all?search=${encodeURIComponent("loved")}`, { token: admin });
    expect(searched.data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(searched.headers.get("X-Total-Count")).toBe("1");
    const firstOnly = await call("GET", "/comments/all?limit=1", { token: admin });
    expect(firstOnly.data).toHaveLength(1);
    expect(firstOnly.headers.get("X-Total-Count")).toBe(String(all.data.length));
    expect((await call("DELETE", `/comments/${mine.id}`, { token: admin })).status).toBe(200);
    // The unfiltered count is kept by triggers (migration 0040): one fewer once one is deleted.
    const afterDelete = await call("GET", "/comments/all?limit=1", { token: admin });
    expect(afterDelete.headers.get("X-Total-Count")).toBe(String(all.data.length - 1));
    await expectError(call("POST", `/comments/${mine.id}/approve`, { token: admin }), 404, "Comment not found");
    await expectError(call("DELETE", `/comments/${mine.id}`, { token: admin }), 404);
  });

  it("answer the spec's texts for a blank or too long comment, and 404 for a missing episode", async () => {
    await expectError(
      call("POST", "/comments", { token: amy.token, json: { episode_id: 3, content: "   " } }),
      400,
      "Please enter a comment",
    );
    await expectError(
      call("POST", "/comments", { token: amy.token, json: { episode_id: 3, content: "x".repeat(501) } }),
      400,
      "Comment must be at most 500 characters",
    );
    await expectError(
      call("POST", "/comments", { token: amy.token, json: { episode_id: 99999, content: "hi" } }),
      404,
      "Episode not found",
    );
    await expectError(call("POST", "/comments", { json: { episode_id: 3, content: "hi" } }), 401);
    await expectError(call("GET", "/comments"), 400, "episode_id is required");
  });
});
