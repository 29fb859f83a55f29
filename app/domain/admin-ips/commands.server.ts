import { eq } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { allowedIps } from "~/.server/db/schema";
import { DomainError, notFound } from "~/lib/refusals";
import { isIpAllowed } from "~/.server/auth/ip-allow-list";
import { listAllowedIps } from "./queries.server";
import type { AllowedIpWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";

/** The allow-list writes as the audit log names them. */
export const allowedIpAudit = auditNames("admin/allowed-ips", "create", "delete");

function assertKeepsCaller(entries: { ip: string }[], callerIp: string) {
  if (!isIpAllowed(entries, callerIp))
    throw new DomainError(409, `This change would lock you out: your IP (${callerIp}) would no longer be allowed. Add it first.`);
}

export async function addAllowedIp(app: AppContext, input: AllowedIpWrite, callerIp: string) {
  const current = await listAllowedIps(app);
  if (current.some((entry) => entry.ip === input.ip)) throw new DomainError(409, "This IP is already in the list");
  assertKeepsCaller([...current, { ip: input.ip }], callerIp);
  const [created] = await app.db
    .insert(allowedIps)
    .values({ ip: input.ip, label: input.label ?? null })
    .returning();
  return { id: created!.id, ip: created!.ip, label: created!.label, created_at: created!.createdAt };
}

export async function removeAllowedIp(app: AppContext, id: number, callerIp: string) {
  const current = await listAllowedIps(app);
  if (!current.some((entry) => entry.id === id)) throw notFound("Allowed IP");
  assertKeepsCaller(
    current.filter((entry) => entry.id !== id),
    callerIp,
  );
  await app.db.delete(allowedIps).where(eq(allowedIps.id, id));
}
