import { asc } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { allowedIps } from "~/.server/db/schema";

export function listAllowedIps(app: AppContext) {
  return app.db
    .select({ id: allowedIps.id, ip: allowedIps.ip, label: allowedIps.label, created_at: allowedIps.createdAt })
    .from(allowedIps)
    .orderBy(asc(allowedIps.id));
}
