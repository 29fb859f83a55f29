// Answers several resources share; each resource's own are in app/domain/<resource>/responses.ts.
import { z } from "zod";

export const Ok = z.object({ ok: z.literal(true) }).meta({ id: "Ok" });

export const UploadedImage = z
  .object({ url: z.string().meta({ description: "Where the stored image is served", examples: ["/uploads/cover-3f2a.webp"] }) })
  .meta({ id: "UploadedImage" });
