import { desc } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { auditLog } from "~/.server/db/schema";

export function listAudit(app: AppContext, page: { limit: number; offset: number }) {
  return app.db
    .select({
      id: auditLog.id,
      admin_username: auditLog.adminUsername,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      detail: auditLog.detail,
      ip: auditLog.ip,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}
