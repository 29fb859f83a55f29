import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { mediaStoreOf, storeUpload } from "~/.server/storage/uploads";
import { parsedOrRefused } from "~/lib/schema-fields";
import { assertAvatarMayChange, loginUser, registerUser, updateProfile } from "~/domain/users/account.server";
import { deleteUser, setUserBlocked, userAudit } from "~/domain/users/commands.server";
import { toCaller } from "~/domain/users/present";
import { listUsersForAdmin } from "~/domain/users/queries.server";
import { Registered, User, UserLogin } from "~/domain/users/responses";
import { LoginInput, LogoutInput, ProfileInput, RegisterInput, USERS_API_LIMIT, UsersQuery } from "~/domain/users/schema";
import { pagedJson, pageWindow } from "./paging";
import { clientIp } from "./auth-guards";
import { closeSession, closeUserSessions } from "~/.server/auth/server-sessions";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";
import { readJsonOrMultipart } from "./upload-file";

const { publicRoute, userRoute, adminRoute } = routeMarkers(
  "Users",
  "Viewer accounts: registration, login, the caller's profile, and the admins' user list",
);

export const userRoutes = new Hono<ApiEnv>()
  .post(
    "/register",
    publicRoute({ operationId: "registerUser", summary: "Create a viewer account", response: Registered, status: 201, errors: [409, 429] }),
    validate("json", RegisterInput),
    async (c) => c.json({ message: "Registration successful", user: await registerUser(c.var.app, c.req.valid("json"), clientIp(c)) }, 201),
  )
  .post(
    "/login",
    publicRoute({
      operationId: "loginUser",
      summary: "Log in by email or username; answers a 7-day token",
      response: UserLogin,
      errors: [401, 403, 429],
    }),
    validate("json", LoginInput),
    async (c) => c.json(await loginUser(c.var.app, c.req.valid("json"), clientIp(c))),
  )
  .get("/me", userRoute({ operationId: "getProfile", summary: "The caller's profile", response: User }), (c) =>
    c.json(toCaller(c.var.user, c.var.account)),
  )
  .post(
    "/logout",
    userRoute({
      operationId: "logoutUser",
      summary: 'End the caller\'s session (its token is refused from now on); with {"everywhere": true}, every session of the account',
      response: Ok,
    }),
    validate("json", LogoutInput),
    async (c) => {
      const { app, account, sessionId } = c.var;
      await (c.req.valid("json").everywhere ? closeUserSessions(app.db, account.id) : closeSession(app.db, sessionId));
      return c.json({ ok: true });
    },
  )
  .put(
    "/me",
    userRoute({
      operationId: "updateProfile",
      summary: "Update the caller's profile (JSON, or multipart with an avatar file)",
      body: ProfileInput,
      multipart: { avatar: "file" },
      response: User,
      errors: [400, 409, 413, 415, 429],
    }),
    async (c) => {
      const { fields, file } = await readJsonOrMultipart(c, "avatar");
      const input = parsedOrRefused(ProfileInput, fields);
      const { app } = c.var;
      if (file) await assertAvatarMayChange(app, c.var.user.id);
      const avatar = file ? await storeUpload(mediaStoreOf(app), "avatar", file.bytes, file.name) : null;
      return c.json(
        await updateProfile(app, { user: c.var.user, account: c.var.account, sessionId: c.var.sessionId }, input, clientIp(c), avatar?.url),
      );
    },
  )
  .get(
    "/",
    adminRoute({
      operationId: "listUsers",
      summary: `Registered users, filtered by search and created date range, newest first; ${USERS_API_LIMIT} at most per call`,
      response: z.array(User),
      paged: true,
    }),
    validate("query", UsersQuery),
    async (c) => {
      const query = c.req.valid("query");
      const found = await listUsersForAdmin(c.var.app, query);
      return pagedJson(c, found.items, found.total, pageWindow(query, USERS_API_LIMIT));
    },
  )
  .post(
    "/:id{[0-9]+}/block",
    adminRoute({ operationId: "blockUser", audits: userAudit.block, summary: "Block a user", response: User, errors: [404] }),
    async (c) => c.json(await setUserBlocked(c.var.app, Number(c.req.param("id")), true)),
  )
  .post(
    "/:id{[0-9]+}/unblock",
    adminRoute({ operationId: "unblockUser", audits: userAudit.unblock, summary: "Unblock a user", response: User, errors: [404] }),
    async (c) => c.json(await setUserBlocked(c.var.app, Number(c.req.param("id")), false)),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({
      operationId: "deleteUser",
      audits: userAudit.delete,
      summary: "Delete a user (their comments stay under their name)",
      response: Ok,
      errors: [404],
    }),
    async (c) => {
      await deleteUser(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
