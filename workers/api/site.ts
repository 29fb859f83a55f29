import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { mediaStoreOf, storeUpload } from "~/.server/storage/uploads";
import { saveAboutContact, saveRatingCaps, saveSocialLinks, settingsAudit } from "~/domain/settings/commands.server";
import { getAboutContact, getRatingCaps, getSocialLinks, listLogoChoices } from "~/domain/settings/queries.server";
import { AboutContact, LogoChoice, RatingCaps, SocialLinks } from "~/domain/settings/responses";
import { AboutContactInput, RatingCapsInput, SocialLinksInput } from "~/domain/settings/schema";
import { routeMarkers, validate } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

const { publicRoute, adminRoute } = routeMarkers("Site", "Site texts, logos and social links");

export const homeRoutes = new Hono<ApiEnv>()
  .get(
    "/social-links",
    publicRoute({ operationId: "getSocialLinks", summary: "The four social links", response: SocialLinks }),
    async (c) => c.json(await getSocialLinks(c.var.app)),
  )
  .put(
    "/social-links",
    adminRoute({
      operationId: "saveSocialLinks",
      audits: settingsAudit.socialLinks,
      summary: "Save the social links",
      response: SocialLinks,
    }),
    validate("json", SocialLinksInput),
    async (c) => c.json(await saveSocialLinks(c.var.app, c.req.valid("json"))),
  );

export const aboutContactRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute({ operationId: "getAboutContact", summary: "Site texts and logos", response: AboutContact }), async (c) =>
    c.json(await getAboutContact(c.var.app)),
  )
  .put(
    "/",
    adminRoute({
      operationId: "saveAboutContact",
      audits: settingsAudit.aboutContact,
      summary: "Save site texts and logo choices",
      response: AboutContact,
    }),
    validate("json", AboutContactInput),
    async (c) => c.json(await saveAboutContact(c.var.app, c.req.valid("json"))),
  );

export const logoRoutes = new Hono<ApiEnv>()
  .post(
    "/upload",
    adminRoute({
      operationId: "uploadLogo",
      audits: settingsAudit.logoUpload,
      summary: "Upload a GIF logo (at most 2 MiB)",
      multipart: { file: "file" },
      response: LogoChoice,
      status: 201,
      errors: [400, 413, 415],
    }),
    async (c) => {
      const file = await requireUploadedFile(c, "file");
      const stored = await storeUpload(mediaStoreOf(c.var.app), "logo", file.bytes, file.name);
      return c.json({ url: stored.url, filename: stored.filename ?? stored.key }, 201);
    },
  )
  .get(
    "/logos",
    adminRoute({ operationId: "listLogos", summary: "Logo choices: the shipped three and uploaded GIFs", response: z.array(LogoChoice) }),
    async (c) => c.json(await listLogoChoices(c.var.app)),
  );

/** The caps on content ratings (decision 073): admins only, who alone see past them. */
export const ratingCapRoutes = new Hono<ApiEnv>()
  .get("/", adminRoute({ operationId: "getRatingCaps", summary: "The highest content ratings shown", response: RatingCaps }), async (c) =>
    c.json(await getRatingCaps(c.var.app)),
  )
  .put(
    "/",
    adminRoute({
      operationId: "saveRatingCaps",
      audits: settingsAudit.ratingCaps,
      summary: "Save the highest content rating the site shows anyone but its admins, and visitors not signed in",
      response: RatingCaps,
      errors: [400],
    }),
    validate("json", RatingCapsInput),
    async (c) => c.json(await saveRatingCaps(c.var.app, c.req.valid("json"))),
  );
