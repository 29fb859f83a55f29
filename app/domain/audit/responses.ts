import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";

export const AuditRecord = z
  .object({
    id: rowId,
    admin_username: z.string(),
    action: z.string().meta({ examples: ["create", "update", "delete", "approve", "block", "unblock", "upload"] }),
    entity: z.string().meta({ description: "The path without ids", examples: ["series"] }),
    entity_id: maybeText,
    detail: maybeText,
    ip: maybeText,
    created_at: isoTime,
  })
  .meta({ id: "AuditRecord" });
