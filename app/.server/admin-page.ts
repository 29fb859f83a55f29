import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { recordAudit, type AuditEntry } from "~/domain/audit/queries.server";
import { firstIssue, idField } from "~/lib/schema-fields";
import { withNotice } from "~/lib/admin-paths";
import { safeRedirectPath } from "~/lib/redirects";
import { requireAdmin } from "./auth/page-guards";
import { DomainError, FieldError } from "./errors";
import { clientIpOf } from "~/.server/client-ip";
import type { AppContext } from "./context";
import { formFields } from "~/lib/forms";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export const isAdminBase = (segment: string | undefined, adminBasePath: string) => `/${segment ?? ""}` === adminBasePath;

/**
 * Every admin loader and every admin action starts here: the path must be the configured admin
 * path (else 404), the caller an admin with a session from an allowed IP (else the login page).
 */
export async function requireAdminPage({ request, params, context }: Args) {
  const { app } = context;
  if (!isAdminBase(params.admin, app.env.ADMIN_BASE_PATH)) throw new Response("Page not found", { status: 404 });
  const admin = await requireAdmin(request, app);
  return { app, admin, base: app.env.ADMIN_BASE_PATH };
}

export type AdminMutation = { notice: string; audit: Omit<AuditEntry, "admin" | "ip"> };

/**
 * Runs one admin write: guard, then the write, then the audit entry, then a redirect back to the
 * page with the success notice. A rule broken answers its status with the error text and the
 * submitted fields, so the page re-renders the form with nothing lost.
 */
export async function runAdminMutation<Echo extends object = object>(
  args: ActionFunctionArgs,
  form: FormData,
  write: (page: Awaited<ReturnType<typeof requireAdminPage>>) => Promise<AdminMutation>,
  echo?: Echo,
) {
  const page = await requireAdminPage(args);
  try {
    const result = await write(page);
    await recordAudit(page.app.db, { ...result.audit, admin: page.admin, ip: clientIpOf(args.request, page.app.env) });
    const back = safeRedirectPath(form.get("redirectTo"), new URL(args.request.url).pathname);
    return redirect(withNotice(back, result.notice));
  } catch (error) {
    if (error instanceof DomainError) {
      // The submitted text fields come back, so the form re-renders with nothing lost.
      const payload = { fields: submittedText(form), ...echo, error: error.message, status: error.status, intent: String(form.get("intent") ?? ""), field: error instanceof FieldError ? error.field : null };
      return data(payload as Echo & typeof payload, { status: error.status });
    }
    throw error;
  }
}

/** Form input through a domain schema; a problem is a 400 with its text (caught by runAdminMutation). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw typeof field === "string" ? new FieldError(field, firstIssue(parsed.error)) : new DomainError(400, firstIssue(parsed.error));
  }
  return parsed.data;
}

export function idFrom(form: FormData, name = "id"): number {
  const id = idField("id").safeParse(form.get(name));
  if (!id.success) throw new DomainError(400, "Choose a record");
  return id.data;
}

/** Every text value the form sent, by name (files left out), to refill the form after an error. */
function submittedText(form: FormData): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const key of new Set(form.keys())) {
    if (["intent", "redirectTo", "password"].includes(key)) continue;
    fields[key] = form.getAll(key).filter((value): value is string => typeof value === "string");
  }
  return fields;
}

type RecordWrites<Input> = {
  /** The records' name in the audit log. */
  entity: string;
  schema: z.ZodType<Input>;
  /** Values the form sends other than as text fields (an uploaded image's address, say). */
  extraFields?: (app: AppContext, form: FormData) => Promise<Record<string, unknown>>;
  create: (app: AppContext, input: Input) => Promise<{ id: number; notice: string }>;
  update: (app: AppContext, id: number, input: Input) => Promise<string>;
  remove: (app: AppContext, id: number) => Promise<string>;
};

/**
 * The action of a screen whose forms add (intent "create"), save ("update", with an id) or
 * delete ("delete", with an id) one record; each write answers its notice.
 */
export function recordWritesAction<Input>(writes: RecordWrites<Input>) {
  return async (args: ActionFunctionArgs) => {
    const form = await args.request.formData();
    const intent = String(form.get("intent"));
    const audit = (action: string, id: number) => ({ action, entity: writes.entity, entityId: String(id) });
    return runAdminMutation(args, form, async ({ app }) => {
      if (intent === "delete") {
        const id = idFrom(form);
        return { notice: await writes.remove(app, id), audit: audit("delete", id) };
      }
      const input = parseOrThrow(writes.schema, { ...formFields(form), ...(await writes.extraFields?.(app, form)) });
      if (intent === "update") {
        const id = idFrom(form);
        return { notice: await writes.update(app, id, input), audit: audit("update", id) };
      }
      const created = await writes.create(app, input);
      return { notice: created.notice, audit: audit("create", created.id) };
    });
  };
}
