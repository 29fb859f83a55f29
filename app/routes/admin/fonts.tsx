import { Form, useLoaderData } from "react-router";
import { DeleteRowAction } from "~/components/admin/confirm-action";
import { TimeCell } from "~/components/admin/moderation";
import { ErrorNotice } from "~/components/admin/notice";
import { AdminTable, RedirectHere, RowActions, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { FormField } from "~/components/ui/form-field";
import { auditFacts } from "~/domain/audit/names";
import { addSiteFont, fontAudit, removeSiteFont } from "~/domain/fonts/commands.server";
import { listSiteFonts } from "~/domain/fonts/queries.server";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { recordButtons, requireAdminPage } from "~/web/admin-page.server";
import { formFile } from "~/web/form-upload.server";
import { fileFormBytes, readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { z } from "zod";
import type { Route } from "./+types/fonts";
import { m } from "~/paraglide/messages";

// The fonts typeset (ASS) subtitles may ask for by name (issue #82, decision 070): upload one,
// named by its own family, or remove one. A plain form, so it works without JavaScript.
export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  return { fonts: await listSiteFonts(app) };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.font) });
  switch (form.get("intent")) {
    case "create":
      return submitForm(form, z.object({}), async () => {
        const font = await addSiteFont(app, await formFile(form.get("file")));
        return done(form, { notice: m.admin_notice_font_added({ family: font.family }), audit: auditFacts(fontAudit.create, font.id) });
      });
    case "delete":
      return submitForm(form, recordButtons("delete"), async ({ id }) => {
        await removeSiteFont(app, id);
        return done(form, { notice: m.admin_notice_font_deleted(), audit: auditFacts(fontAudit.delete, id) });
      });
  }
  return unknownIntent(form);
}

export default function SubtitleFonts() {
  const { fonts } = useLoaderData<typeof loader>();
  const { failure } = useRefused();
  return (
    <Screen title={m.admin_nav_fonts()}>
      <ErrorNotice error={failure(m.admin_failed, { create: m.admin_fonts_add_failed, delete: m.admin_fonts_delete_failed })} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.admin_fonts_intro()}</p>
      <Form method="post" encType="multipart/form-data" className="panel flex flex-wrap items-end gap-3">
        <RedirectHere />
        <FormField
          label={m.admin_fonts_file()}
          name="file"
          id="font-file"
          type="file"
          required
          accept=".ttf,.otf,.ttc,.woff,font/ttf,font/otf,font/collection,font/woff"
          hint={m.admin_fonts_file_hint({ size: sizeText(UPLOAD_LIMITS.font) })}
          className="min-w-64 flex-1"
        />
        <SubmitButton intent="create" busyLabel={m.admin_adding()}>
          {m.admin_fonts_upload()}
        </SubmitButton>
      </Form>
      <AdminTable
        headers={[m.admin_fonts_col_family(), m.admin_fonts_col_file(), m.admin_col_created(), m.admin_actions()]}
        empty={fonts.length === 0 ? m.admin_fonts_none() : null}
      >
        {fonts.map((font) => (
          <tr key={font.id}>
            <td className="font-medium">{font.family}</td>
            <td>
              <a href={font.url} className="link break-all">
                {font.url.slice(font.url.lastIndexOf(".") + 1).toUpperCase()}
              </a>
            </td>
            <TimeCell iso={font.created_at} />
            <RowActions>
              <DeleteRowAction id={font.id} question={m.admin_fonts_delete_question({ family: font.family })} />
            </RowActions>
          </tr>
        ))}
      </AdminTable>
    </Screen>
  );
}
