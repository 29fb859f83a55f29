import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/domain/audit/commands.server";
import { auditFacts, type AuditFacts, type AuditName } from "~/domain/audit/names";
import { idField } from "~/lib/schema-fields";
import { withNotice } from "~/lib/admin-paths";
import { safeRedirectPath } from "~/lib/redirects";
import { requireAdmin } from "~/web/page-guards.server";
import { DomainError, notFound } from "~/lib/refusals";
import { clientIpOf } from "~/.server/client-ip";
import { discardFormUploads, type FormImage, storeFormImage } from "./form-upload.server";
import type { AppContext } from "~/.server/context";
import { formFields } from "~/lib/forms";
import { invalid, parseFields, refused, asRefusal } from "./form-submission.server";
import { appContext } from "~/web/router-context.server";
import { readForm } from "~/web/form-submission.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export const isAdminBase = (segment: string | undefined, adminBasePath: string) => `/${segment ?? ""}` === adminBasePath;

/**
 * Every admin loader and every admin action starts here: the path must be the configured admin
 * path (else 404), the caller an admin with a session from an allowed IP (else the login page).
 */
export async function requireAdminPage({ request, params, context }: Args) {
  const app = context.get(appContext);
  if (!isAdminBase(params.admin, app.env.ADMIN_BASE_PATH)) throw asRefusal(notFound("Page"));
  const { admin, sessionId } = await requireAdmin(request, app);
  return { app, admin, sessionId, base: app.env.ADMIN_BASE_PATH };
}

type AdminPage = Awaited<ReturnType<typeof requireAdminPage>>;
/** What a write answers: the notice the page shows, and the audit entry built from the write's declared name. */
export type AdminWrite = { notice: string; audit: AuditFacts };

/** What one submit button of an admin form does: the schema its fields meet, then the write. */
export type AdminIntent<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** What the schema reads, when the form's own fields need reshaping first (rows into lists). */
  fields?: (page: AdminPage, form: FormData) => unknown;
  write: (page: AdminPage, input: z.output<S>) => Promise<AdminWrite>;
  /** The image the form may carry: stored once the schema passed, its address put in the input. */
  image?: FormImage;
};

/** Ties an intent's write to its schema, so the write's input is typed. */
export const adminIntent = <S extends z.ZodType>(
  schema: S,
  write: AdminIntent<S>["write"],
  fields?: AdminIntent<S>["fields"],
  image?: FormImage,
): AdminIntent<S> => ({ schema, write, fields, image });

/** A form that names one record (delete, approve, block). */
export const RecordIdInput = z.object({ id: idField("Record") });

/** A button that acts on one record by its id (approve, block, delete): `act` answers the notice; one audit entry. */
export const recordIntent = (name: AuditName, act: (app: AppContext, id: number) => Promise<string>) =>
  adminIntent(RecordIdInput, async ({ app }, { id }) => ({ notice: await act(app, id), audit: auditFacts(name, id) }));

/** The delete button of a screen's records. */
export const deleteIntent = (name: AuditName, remove: (app: AppContext, id: number) => Promise<unknown>, notice: string) =>
  recordIntent(name, async (app, id) => {
    await remove(app, id);
    return notice;
  });

/**
 * Runs one admin form through the form pipeline: the guard; the schema of the pressed button's
 * intent; the write and its audit entry; then back to the page with the success notice. A field
 * that breaks the schema, or a rule the domain refuses, answers Conform's reply (every field's
 * error and what was typed, and the answer's status) so the form renders again with nothing
 * lost, JavaScript or not; `extra` is what else the page needs to draw it (an unsaved list's rows, say).
 */
export async function runAdminForm<Extra extends object = object>(
  args: ActionFunctionArgs,
  form: FormData,
  // biome-ignore lint/suspicious/noExplicitAny: each intent has its own schema; the map holds them all
  intents: Record<string, AdminIntent<any>>,
  extra?: Extra,
) {
  const page = await requireAdminPage(args);
  const intent = intents[String(form.get("intent"))];
  let fields: unknown;
  try {
    fields = intent ? await (intent.fields ?? defaultFields)(page, form) : null;
  } catch (error) {
    // Reshaping refused (an upload that is not an image): the reply still carries what was typed.
    return refuseAdminForm(form, error, extra);
  }
  const submission = parseFields(form, fields, intent?.schema ?? unknownIntent);
  if (submission.status !== "success" || !intent) return invalid(submission, { ...(extra as Extra), statusCode: 400 });
  let result: AdminWrite;
  try {
    result = await intent.write(page, await withStoredImage(page, form, submission.value, intent.image));
  } catch (error) {
    // The write never named the image its form carried (a series whose title is taken).
    await discardFormUploads(page.app, form);
    return refusal(submission, error, extra);
  }
  try {
    await recordAudit(page.app, { ...result.audit, admin: page.admin, ip: clientIpOf(args.request, page.app.env) });
    const back = safeRedirectPath(form.get("redirectTo"), args.url.pathname);
    return redirect(withNotice(back, result.notice));
  } catch (error) {
    return refusal(submission, error, extra);
  }
}

/** A domain refusal as the reply, with its status for the page (anything else is thrown on). */
const refusal = <Extra extends object>(submission: ReturnType<typeof parseFields>, error: unknown, extra?: Extra) =>
  refused(submission, error, { ...(extra as Extra), statusCode: error instanceof DomainError ? error.status : 500 });

/** A refusal before any schema ran (no such series, a file that cannot be read), as the same reply. */
export const refuseAdminForm = <Extra extends object = object>(form: FormData, error: unknown, extra?: Extra) =>
  refusal(parseFields(form, null, z.unknown()), error, extra);

const defaultFields = (_page: AdminPage, form: FormData) => formFields(form);

/**
 * The parsed input with the image chosen in the form's file input stored in R2 and its address
 * put in place of the one the form sent (a chosen file wins over a typed link); with no file
 * chosen the sent address is kept. Only a form whose fields passed gets here, so one refused for
 * its fields stores nothing; a bad image (413, 415) is refused next to its file input.
 */
async function withStoredImage<Input>(page: AdminPage, form: FormData, input: Input, image?: FormImage): Promise<Input> {
  if (!image) return input;
  const stored = await storeFormImage(page.app, image.kind, form, image.file);
  return stored ? { ...input, [image.address]: stored.url } : input;
}
const unknownIntent = z.never({ error: "Unknown action" });

/** The action of an admin screen whose forms need nothing but their intents. */
// biome-ignore lint/suspicious/noExplicitAny: each intent has its own schema; the map holds them all
export const adminFormAction = (intents: Record<string, AdminIntent<any>>) => async (args: ActionFunctionArgs) =>
  runAdminForm(args, await readForm(args.request), intents);

type RecordWrites<Input> = {
  /** How the audit log names the three writes. */
  audit: Record<"create" | "update" | "delete", AuditName>;
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
  const fields = async ({ app }: AdminPage, form: FormData) => ({ ...formFields(form), ...(await writes.extraFields?.(app, form)) });
  return adminFormAction({
    create: adminIntent(
      writes.schema,
      async ({ app }, input) => {
        const created = await writes.create(app, input as Input);
        return { notice: created.notice, audit: auditFacts(writes.audit.create, created.id) };
      },
      fields,
    ),
    update: adminIntent(
      z.intersection(RecordIdInput, writes.schema),
      async ({ app }, { id, ...input }) => ({
        notice: await writes.update(app, id, input as Input),
        audit: auditFacts(writes.audit.update, id),
      }),
      fields,
    ),
    delete: recordIntent(writes.audit.delete, writes.remove),
  });
}
