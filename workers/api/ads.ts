import { Hono } from "hono";
import type { ApiEnv } from "~/.server/api-env";
import { storeUpload } from "~/.server/storage/uploads";
import { createAd, deleteAd, listAds, updateAd } from "~/domain/ads/queries.server";
import { AdInput } from "~/domain/ads/schema";
import { adminRoute, publicRoute, validate } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

export const adRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute("Active ad slots"), async (c) => c.json(await listAds(c.var.app.db)))
  .get("/all", adminRoute("Every ad slot, active or not"), async (c) => c.json(await listAds(c.var.app.db, { includeInactive: true })))
  .post("/", adminRoute("Create an ad slot", { status: 201 }), validate("json", AdInput), async (c) => c.json(await createAd(c.var.app.db, c.req.valid("json")), 201))
  .put("/:id{[0-9]+}", adminRoute("Update an ad slot"), validate("json", AdInput), async (c) => c.json(await updateAd(c.var.app.db, Number(c.req.param("id")), c.req.valid("json"))))
  .delete("/:id{[0-9]+}", adminRoute("Delete an ad slot"), async (c) => {
    await deleteAd(c.var.app.db, Number(c.req.param("id")));
    return c.json({ ok: true });
  })
  .post("/upload", adminRoute("Upload an ad image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MiB)", { multipart: { image: "file" }, status: 201 }), async (c) => {
    const file = await requireUploadedFile(c, "image");
    const stored = await storeUpload(c.var.app.db, c.var.app.env.BUCKET, "ad", file.bytes, file.name);
    return c.json({ url: stored.url }, 201);
  });
