// How the audit log names an admin write: what was done (`action`) to which kind of record
// (`entity`). Each concept declares its names once, beside its commands; the admin pages build
// their entry from them (app/web/admin-page.server.ts) and the API's guard from the name its
// route declares (workers/api/guard.ts), so one write reads the same whichever door it came in by.

export type AuditName = { readonly action: string; readonly entity: string };

/** The names of one kind of record's audited writes: `auditNames("genres", "create", "delete").create`. */
export function auditNames<const Action extends string>(entity: string, ...actions: Action[]) {
  const names = {} as Record<Action, AuditName>;
  for (const action of actions) names[action] = { action, entity };
  return names;
}

/** What an entry says besides who wrote it and from where: the write's name, its record, a detail. */
export type AuditFacts = AuditName & { entityId: string | null; detail: string | null };

export const auditFacts = (name: AuditName, entityId?: string | number | null, detail?: string | null): AuditFacts => ({
  ...name,
  entityId: entityId == null ? null : String(entityId),
  detail: detail ?? null,
});
