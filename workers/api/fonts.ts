import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "./env";
import { addSiteFont, fontAudit, removeSiteFont } from "~/domain/fonts/commands.server";
import { listSiteFonts } from "~/domain/fonts/queries.server";
import { SiteFont } from "~/domain/fonts/responses";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { Ok } from "./responses";
import { routeMarkers } from "./route-meta";
import { requireUploadedFile } from "./upload-file";

const { publicRoute, adminRoute } = routeMarkers(
  "Fonts",
  "The fonts the ASS subtitle renderer may draw with, besides those a track embeds",
);

export const fontRoutes = new Hono<ApiEnv>()
  .get("/", publicRoute({ operationId: "listFonts", summary: "Every uploaded font, by family", response: z.array(SiteFont) }), async (c) =>
    c.json(await listSiteFonts(c.var.app)),
  )
  .post(
    "/",
    adminRoute({
      operationId: "uploadFont",
      audits: fontAudit.create,
      summary: `Upload a font (TrueType, OpenType, a collection or WOFF, at most ${sizeText(UPLOAD_LIMITS.font)}), named by the family its name table gives`,
      multipart: { file: "file" },
      response: SiteFont,
      status: 201,
      errors: [400, 409, 413, 415],
    }),
    async (c) => c.json(await addSiteFont(c.var.app, await requireUploadedFile(c, "file")), 201),
  )
  .delete(
    "/:id{[0-9]+}",
    adminRoute({ operationId: "deleteFont", audits: fontAudit.delete, summary: "Remove an uploaded font", response: Ok, errors: [404] }),
    async (c) => {
      await removeSiteFont(c.var.app, Number(c.req.param("id")));
      return c.json({ ok: true });
    },
  );
