import { Form, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, unknownIntent, fileFormBytes } from "~/web/form-submission.server";
import { storeFormFile } from "~/web/form-upload.server";
import { TextareaField } from "~/components/admin/fields";
import { ErrorNotice } from "~/components/admin/notice";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { fieldsOf, useRefused } from "~/components/admin/use-refused";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { FormField } from "~/components/ui/form-field";
import { saveAboutContact, settingsAudit } from "~/domain/settings/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { getAboutContact, listLogoChoices } from "~/domain/settings/queries.server";
import { AboutContactInput } from "~/domain/settings/schema";
import { truncate } from "~/lib/display";
import { sizeText, UPLOAD_LIMITS } from "~/lib/vocabulary/upload-limits";
import { z } from "zod";
import type { Route } from "./+types/about-contact";
import { m } from "~/paraglide/messages";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const [site, logos] = await Promise.all([getAboutContact(app), listLogoChoices(app)]);
  return { site, logos };
}

const LogoUpload = z.object({
  file: z.instanceof(File, { error: "Choose a GIF file to upload" }).refine((file) => file.size > 0, "Choose a GIF file to upload"),
});

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request, { limit: fileFormBytes(UPLOAD_LIMITS.logo) });
  switch (form.get("intent")) {
    case "upload":
      return submitForm(
        form,
        LogoUpload,
        async ({ file }) => {
          const stored = (await storeFormFile(app, "logo", file))!;
          return done(form, { notice: m.admin_notice_gif_uploaded(), audit: auditFacts(settingsAudit.logoUpload, stored.key) });
        },
        { fields: { file: form.get("file") } },
      );
    case "save":
      return submitForm(form, AboutContactInput, async (input) => {
        await saveAboutContact(app, input);
        return done(form, { notice: m.admin_notice_saved(), audit: auditFacts(settingsAudit.aboutContact, 1) });
      });
  }
  return unknownIntent(form);
}

function LogoChoice({
  name,
  label,
  logos,
  current,
}: {
  name: string;
  label: string;
  logos: { url: string; filename: string }[];
  current: string;
}) {
  return (
    <fieldset>
      <legend className="label">{label}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {logos.map((logo) => (
          <label
            key={logo.url}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-xl p-3 ring-1 ring-slate-300 has-[:checked]:ring-2 has-[:checked]:ring-rose-500 dark:ring-slate-700"
          >
            <img src={logo.url} alt="" width={260} height={48} loading="lazy" className="h-8 w-auto" />
            <span className="flex items-center gap-2 text-xs">
              <input type="radio" name={name} value={logo.url} defaultChecked={logo.url === current} className="accent-rose-600" />
              {logo.filename}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function AboutContactScreen() {
  const { site, logos } = useLoaderData<typeof loader>();
  const { typed, fieldError, failure } = useRefused();
  const check = useClientCheck(["save"], () => import("~/domain/settings/schema").then((module) => module.AboutContactInput));
  const field = fieldsOf(typed, check.fieldError);
  return (
    <Screen title={m.admin_nav_about_contact()}>
      <ErrorNotice error={failure(m.admin_save_failed, { upload: m.admin_about_upload_failed })} />
      <Form method="post" encType="multipart/form-data" className="panel flex flex-wrap items-end gap-3">
        <RedirectHere />
        <FormField
          label={m.admin_about_upload_logo({ size: sizeText(UPLOAD_LIMITS.logo) })}
          name="file"
          type="file"
          accept=".gif,image/gif"
          className="min-w-64 flex-1"
          error={fieldError("file")}
        />
        <SubmitButton intent="upload" busyLabel={m.admin_uploading()}>
          {m.admin_about_upload_gif()}
        </SubmitButton>
      </Form>
      <Form method="post" className="panel grid gap-4" {...check.formProps}>
        <RedirectHere />
        <TextareaField label={m.admin_about_announcement()} {...field("announcement", site.announcement)} rows={2} maxLength={500} />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField label={m.admin_field_about()} {...field("about", site.about)} rows={6} />
          <TextareaField label={m.admin_field_contact()} {...field("contact", site.contact)} rows={6} />
          <TextareaField label={m.admin_field_privacy_policy()} {...field("privacy_policy", site.privacy_policy)} rows={6} />
          <TextareaField label={m.admin_field_disclaimer()} {...field("disclaimer", site.disclaimer)} rows={6} />
          <TextareaField label="DMCA" {...field("dmca", site.dmca)} rows={6} className="lg:col-span-2" />
        </div>
        <LogoChoice name="header_logo" label={m.admin_about_header_logo()} logos={logos} current={site.header_logo} />
        <LogoChoice name="footer_logo" label={m.admin_about_footer_logo()} logos={logos} current={site.footer_logo} />
        <div>
          <SubmitButton intent="save" busyLabel={m.admin_saving()}>
            {m.admin_save()}
          </SubmitButton>
        </div>
      </Form>
      <section aria-labelledby="preview" className="panel space-y-3">
        <h2 id="preview" className="font-semibold">
          {m.admin_about_preview()}
        </h2>
        <img src={site.header_logo} alt={m.admin_about_header_logo()} width={260} height={48} className="h-9 w-auto" />
        {site.announcement ? <p className="alert-info">{site.announcement}</p> : null}
        <p className="text-sm">{truncate(site.about || missingSiteText.about)}</p>
        <p className="text-sm">{truncate(site.contact || missingSiteText.contact)}</p>
        <img src={site.footer_logo} alt={m.admin_about_footer_logo()} width={260} height={48} className="h-9 w-auto" />
      </section>
    </Screen>
  );
}
