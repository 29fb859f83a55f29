import { z } from "zod";
import { optionalText } from "~/lib/schema-fields";
import { parseIpRange } from "~/lib/cidr";

/** POST /api/admin/allowed-ips and the Allowed IPs form. */
export const AllowedIpInput = z.object({
  ip: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "IP is required" })
      .min(1, "IP is required")
      .max(64)
      .refine((v) => parseIpRange(v) !== null, "Enter an IP address (203.0.113.7) or a CIDR range (203.0.113.0/24)"),
  ),
  label: optionalText("Label", 100),
});
export type AllowedIpWrite = z.infer<typeof AllowedIpInput>;
