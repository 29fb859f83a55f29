import type { Database } from "../db/client";
import { allowedIps } from "../db/schema";
import { DomainError } from "~/lib/refusals";
import { ipInRange } from "~/lib/cidr";

// The admin door's first check, like the login limits beside it: admin login, every admin page and
// every admin API call ask it; the Allowed IPs screen (app/domain/admin-ips) keeps the list.
const notAllowed = "Admin access is not allowed from your IP address";

/** Decision 000: an empty list lets every IP in; otherwise the caller's IP must fall in an entry. */
export function isIpAllowed(entries: { ip: string }[], ip: string): boolean {
  return entries.length === 0 || entries.some((entry) => ipInRange(ip, entry.ip));
}

export async function assertAdminIpAllowed(db: Database, ip: string) {
  if (!isIpAllowed(await db.select({ ip: allowedIps.ip }).from(allowedIps), ip)) throw new DomainError(403, notAllowed);
}
