import { z } from "zod";
import { isoTime, rowId } from "~/lib/response-fields";

export const SiteFont = z
  .object({
    id: rowId,
    family: z.string().meta({ description: "The family the font's name table gives, which an ASS style names", examples: ["Gandhi Sans"] }),
    url: z.string().meta({ description: "The font file, as uploaded" }),
    created_at: isoTime,
  })
  .meta({ id: "SiteFont" });
