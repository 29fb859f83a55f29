// The caller's account's profiles (issue #84, decision 074): listed by any of them, managed from
// the account's own, entered with a PIN where one is set.
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { createProfile, deleteProfile, selectProfile, updateProfileOf } from "~/domain/profiles/commands.server";
import { listProfiles } from "~/domain/profiles/queries.server";
import { Profile, SelectedProfile } from "~/domain/profiles/responses";
import { ProfileCreateInput, ProfileSelectInput, ProfileUpdateInput, PROFILES_MAX } from "~/domain/profiles/schema";
import { Ok } from "./responses";
import { clientIp } from "./auth-guards";
import { routeMarkers, validate } from "./route-meta";

const { userRoute } = routeMarkers(
  "Profiles",
  `The profiles of the caller's account (${PROFILES_MAX} at most): each its own list, history and choices`,
);

const profileIdOf = (c: { req: { param: (name: "id") => string } }) => Number(c.req.param("id"));

export const profileRoutes = new Hono<ApiEnv>()
  .get(
    "/",
    userRoute({ operationId: "listProfiles", summary: "The account's profiles, its own first", response: z.array(Profile) }),
    async (c) => c.json(await listProfiles(c.var.app, c.var.account.id)),
  )
  .post(
    "/",
    userRoute({
      operationId: "createProfile",
      summary: `Add a profile (from the account's own profile; ${PROFILES_MAX} at most); \`kids\` caps it at PG unless \`rating_cap\` says otherwise`,
      response: Profile,
      status: 201,
      errors: [400, 403, 409],
    }),
    validate("json", ProfileCreateInput),
    async (c) => c.json(await createProfile(c.var.app, c.var, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    userRoute({
      operationId: "changeProfile",
      summary: "Rename a profile, change its cap or its PIN (null takes it off), from the account's own profile",
      response: Profile,
      errors: [400, 403, 404, 409],
    }),
    validate("json", ProfileUpdateInput),
    async (c) => c.json(await updateProfileOf(c.var.app, c.var, profileIdOf(c), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    userRoute({
      operationId: "deleteProfile",
      summary: "Delete a profile and all that is its own (not the account's own profile)",
      response: Ok,
      errors: [400, 403, 404],
    }),
    async (c) => {
      await deleteProfile(c.var.app, c.var, profileIdOf(c));
      return c.json({ ok: true });
    },
  )
  .post(
    "/:id{[0-9]+}/select",
    userRoute({
      operationId: "selectProfile",
      summary: "A token of the caller's session acting as the profile; its PIN when it has one (wrong tries limited as sign-ins are)",
      response: SelectedProfile,
      errors: [403, 404, 429],
    }),
    validate("json", ProfileSelectInput),
    async (c) => c.json(await selectProfile(c.var.app, c.var, profileIdOf(c), c.req.valid("json").pin, clientIp(c))),
  );
