import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { adAudit, createAd, deleteAd, updateAd } from "~/domain/ads/commands.server";
import { listAds } from "~/domain/ads/queries.server";
import { Ad } from "~/domain/ads/responses";
import { AdInput } from "~/domain/ads/schema";
import { Ok } from "./responses";
import { routeMarkers, validate } from "./route-meta";
import { imageUploadDoc, storeImageUpload } from "./upload-file";

const { publicRoute, adminRoute } = routeMarkers("Ads", "Ad slots and their images");

export const adRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute({ operationId: "listActiveAds", summary: "Active ad slots", response: z.array(Ad) }), async (c) =>
    c.json(await listAds(c.var.app)),
  )
  .get("/all", adminRoute({ operationId: "listAds", summary: "Every ad slot, active or not", response: z.array(Ad) }), async (c) =>
    c.json(await listAds(c.var.app, { includeInactive: true })),
  )
  .post(
    "/",
    adminRoute({ operationId: "createAd", audits: adAudit.create, summary: "Create an ad slot", response: Ad, status: 201 }),
    validate("json", AdInput),
    async (c) => c.json(await createAd(c.var.app, c.req.valid("json")), 201),
  )
  .put(
    "/:id{[0-9]+}",
    adminRoute({ operationId: "updateAd", audits: adAudit.update, summary: "Update an ad slot", response: Ad, errors: [404] }),
    validate("json", AdInput),
    async (c) => c.json(await updateAd(c.var.app, Number(c.req.param("id")), c.req.valid("json"))),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({ operationId: "deleteAd", audits: adAudit.delete, summary: "Delete an ad slot", response: Ok, errors: [404] }),
    async (c) => {
      await deleteAd(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  )
  .post(
    "/upload",
    adminRoute({
      ...imageUploadDoc("uploadAdImage", "Upload an ad image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MiB)"),
      audits: adAudit.upload,
    }),
    storeImageUpload("ad"),
  );
