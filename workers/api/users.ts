import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { DomainError } from "~/.server/errors";
import { storeUpload } from "~/.server/storage/uploads";
import { firstIssue } from "~/lib/schema-fields";
import { loginUser, registerUser, updateProfile } from "~/domain/users/account.server";
import { deleteUser, listUsersForAdmin, setUserBlocked, toPublicUser } from "~/domain/users/queries.server";
import { LoginInput, LogoutInput, ProfileInput, RegisterInput, USERS_API_LIMIT, UsersQuery } from "~/domain/users/schema";
import { pagedJson } from "./paging";
import { clientIp } from "~/.server/auth/api-guards";
import { closeSession, closeUserSessions } from "~/.server/auth/server-sessions";
import { adminRoute, publicRoute, userRoute, validate } from "./route-meta";
import { readMultipart } from "./upload-file";

export const userRoutes = new Hono<ApiEnv>()
  .post("/register", publicRoute("Create a viewer account", { status: 201 }), validate("json", RegisterInput), async (c) =>
    c.json({ message: "Registration successful", user: await registerUser(c.var.app.db, c.req.valid("json")) }, 201),
  )
  .post("/login", publicRoute("Log in by email or username; answers a 7-day token"), validate("json", LoginInput), async (c) =>
    c.json(await loginUser(c.var.app, c.req.valid("json"), clientIp(c))),
  )
  .get("/me", userRoute("The caller's profile"), (c) => c.json(toPublicUser(c.var.user)))
  .post("/logout", userRoute("End the caller's session (its token is refused from now on); with {\"everywhere\": true}, every session of the account"), validate("json", LogoutInput), async (c) => {
    const { app, user, sessionId } = c.var;
    await (c.req.valid("json").everywhere ? closeUserSessions(app.db, user.id) : closeSession(app.db, sessionId));
    return c.json({ ok: true });
  })
  .put("/me", userRoute("Update the caller's profile (JSON, or multipart with an avatar file)", { multipart: { avatar: "file" } }), async (c) => {
    const multipart = (c.req.header("Content-Type") ?? "").startsWith("multipart/form-data");
    const { fields, file } = multipart ? await readMultipart(c, "avatar") : { fields: await c.req.json().catch(() => undefined), file: null };
    const parsed = ProfileInput.safeParse(fields);
    if (!parsed.success) throw new DomainError(400, firstIssue(parsed.error));
    const { app } = c.var;
    const avatar = file ? await storeUpload(app.db, app.env.BUCKET, "avatar", file.bytes, file.name) : null;
    return c.json(await updateProfile(app.db, { user: c.var.user, sessionId: c.var.sessionId }, parsed.data, avatar?.url));
  })
  .get("/", adminRoute(`Registered users, filtered by search and created date range, newest first; ${USERS_API_LIMIT} at most per call (X-Total-Count, Link)`), validate("query", UsersQuery), async (c) => {
    const query = c.req.valid("query");
    const found = await listUsersForAdmin(c.var.app.db, query);
    return pagedJson(c, found.items, found.total, { limit: query.limit ?? USERS_API_LIMIT, offset: query.offset ?? 0 });
  })
  .post("/:id{[0-9]+}/block", adminRoute("Block a user"), async (c) => c.json(await setUserBlocked(c.var.app.db, Number(c.req.param("id")), true)))
  .post("/:id{[0-9]+}/unblock", adminRoute("Unblock a user"), async (c) => c.json(await setUserBlocked(c.var.app.db, Number(c.req.param("id")), false)))
  .delete("/:id{[0-9]+}", adminRoute("Delete a user (their comments stay under their name)"), async (c) => {
    await deleteUser(c.var.app.db, Number(c.req.param("id")));
    return c.json({ ok: true });
  });
