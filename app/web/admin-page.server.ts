import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/domain/audit/commands.server";
import { type AuditFacts, type AuditName, auditFacts } from "~/domain/audit/names";
import { idField } from "~/lib/schema-fields";
import { withNotice } from "~/lib/admin-paths";
import { safeRedirectPath } from "~/lib/redirects";
import { requireAdmin } from "~/web/page-guards.server";
import { notFound } from "~/lib/refusals";
import { clientIpOf } from "~/.server/client-ip";
import { asRefusal, submitForm, unknownIntent } from "./form-submission.server";
import { appContext } from "~/web/router-context.server";
import { adminAddressInEnglish } from "~/i18n/locales";
import { localeOfPath } from "~/lib/locale-paths";
import { siteOrigin } from "~/lib/site-url";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export const isAdminBase = (segment: string | undefined, adminBasePath: string) => `/${segment ?? ""}` === adminBasePath;

/** What an admin write that went through says: the notice the page shows, and its audit entry. */
export type AdminWrite = { notice: string; audit: AuditFacts };

/**
 * Every admin loader and every admin action starts here, once per request: the path must be the
 * configured admin path (else 404), the caller an admin with a session from an allowed IP (else
 * the login page). `done` is how an admin write answers (decision 043): its audit entry, then back
 * to the page (or the form's `redirectTo`, on the site) with its notice.
 */
export async function requireAdminPage({ request, params, context, url }: Args) {
  const app = context.get(appContext);
  if (!isAdminBase(params.admin, app.env.ADMIN_BASE_PATH)) throw asRefusal(notFound("Page"));
  const english = adminAddressInEnglish(url, siteOrigin(app.env, request.url));
  if (english) throw redirect(english);
  const { admin, sessionId } = await requireAdmin(request, app);
  const done = async (form: FormData, { notice, audit }: AdminWrite) => {
    await recordAudit(app, { ...audit, admin, ip: clientIpOf(request, app.env) });
    return redirect(withNotice(safeRedirectPath(form.get("redirectTo"), localeOfPath(url.pathname).path), notice));
  };
  return { app, admin, sessionId, base: app.env.ADMIN_BASE_PATH, done };
}

/** A form that names one record (delete, approve, block). */
export const RecordIdInput = z.object({ id: idField("Record") });

/** The row buttons of a screen (approve, block, delete): which was pressed, and the record it names. */
export const recordButtons = <const T extends readonly [string, ...string[]]>(...intents: T) =>
  RecordIdInput.extend({ intent: z.enum(intents, { error: "Unknown action" }) });

/** How an admin write answers once it went through (requireAdminPage's `done`). */
type Done = (form: FormData, write: AdminWrite) => Promise<Response>;

/** The three writes of a screen's records, their audit names and the notice each leaves. */
export type RecordWrites<S extends z.ZodType> = {
  /** The fields of a new or changed record; an update's form adds the record's id. */
  schema: S;
  audit: Record<"create" | "update" | "delete", AuditName>;
  notices: Record<"create" | "update" | "delete", () => string>;
  create: (input: z.output<S>) => Promise<{ id: number }>;
  update: (id: number, input: z.output<S>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

/**
 * A screen's create, update and delete forms (genres, schedule entries, ads): the pressed
 * button's write, audited with its record and answered with its notice; any other button refused.
 */
export function submitRecordForm<S extends z.ZodType>(form: FormData, done: Done, records: RecordWrites<S>) {
  const finished = (intent: "create" | "update" | "delete", id: number) =>
    done(form, { notice: records.notices[intent](), audit: auditFacts(records.audit[intent], id) });
  switch (form.get("intent")) {
    case "create":
      return submitForm(form, records.schema, async (input) => finished("create", (await records.create(input)).id));
    case "update":
      return submitForm(form, z.intersection(RecordIdInput, records.schema), async ({ id, ...input }) => {
        await records.update(id, input as z.output<S>);
        return finished("update", id);
      });
    case "delete":
      return submitForm(form, RecordIdInput, async ({ id }) => {
        await records.remove(id);
        return finished("delete", id);
      });
  }
  return unknownIntent(form);
}
