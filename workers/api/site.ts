import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { storeUpload } from "~/.server/storage/uploads";
import { getAboutContact, getSocialLinks, listLogoChoices, saveAboutContact, saveSocialLinks } from "~/domain/settings/queries.server";
import { AboutContactInput, SocialLinksInput } from "~/domain/settings/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

export const homeRoutes = new Hono<ApiEnv>()
  .get("/social-links", publicRoute("The four social links"), async (c) => c.json(await getSocialLinks(c.var.app.db)))
  .put("/social-links", adminRoute("Save the social links"), validate("json", SocialLinksInput), async (c) =>
    c.json(await saveSocialLinks(c.var.app.db, c.req.valid("json"))),
  );

export const aboutContactRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("Site texts and logos"), async (c) => c.json(await getAboutContact(c.var.app.db)))
  .put("/", adminRoute("Save site texts and logo choices"), validate("json", AboutContactInput), async (c) =>
    c.json(await saveAboutContact(c.var.app.db, c.req.valid("json"))),
  );

export const logoRoutes = new Hono<ApiEnv>()
  .post("/upload", adminRoute("Upload a GIF logo (at most 2 MiB)", { multipart: { file: "file" }, status: 201 }), async (c) => {
    const file = await requireUploadedFile(c, "file");
    const stored = await storeUpload(c.var.app.db, c.var.app.env.BUCKET, "logo", file.bytes, file.name);
    return c.json({ url: stored.url, filename: stored.filename ?? stored.key }, 201);
  })
  .get("/logos", adminRoute("Logo choices: the shipped three and uploaded GIFs"), async (c) => c.json(await listLogoChoices(c.var.app.db)));
