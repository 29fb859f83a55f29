import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";

export const AllowedIp = z
  .object({ id: rowId, ip: z.string().meta({ description: "An address or a CIDR range" }), label: maybeText, created_at: isoTime })
  .meta({ id: "AllowedIp" });
