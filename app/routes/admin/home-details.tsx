import { Form, useLoaderData } from "react-router";
import { RecordIdInput, requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { FlagField, SelectField } from "~/components/admin/fields";
import { ErrorNotice } from "~/components/admin/notice";
import { PageNav, paging } from "~/components/admin/page-nav";
import { AdminTable, RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { useRefused } from "~/components/admin/use-refused";
import { SocialLinks } from "~/components/home/social-links";
import { FormField } from "~/components/ui/form-field";
import { seriesAudit, updateSeries } from "~/domain/series/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { findSeriesPage } from "~/domain/series/catalogue.server";
import { SeriesHomeToggles } from "~/domain/series/schema";
import { seriesStatuses } from "~/lib/vocabulary/series";
import { saveSocialLinks, settingsAudit } from "~/domain/settings/commands.server";
import { getSocialLinks } from "~/domain/settings/queries.server";
import { SocialLinksInput } from "~/domain/settings/schema";
import { z } from "zod";
import { statusLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/home-details";

const SIZES = [5, 10, 25, 50] as const;
const flags = [
  { name: "featured", label: m.admin_flag_popular },
  { name: "show_in_latest", label: m.admin_flag_latest },
  { name: "is_new", label: m.admin_flag_new },
  { name: "show_in_completed", label: m.admin_flag_completed },
] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const { size, page, offset } = paging(args.url.searchParams, SIZES, 10);
  const [found, social] = await Promise.all([findSeriesPage(app, {}, "title", { limit: size, offset }), getSocialLinks(app)]);
  return { social, series: found.items, hasNext: offset + size < found.total, page, size };
}

/** A series row's home flags and status: the series schema's, for one record. */
const HomeFlagsInput = z.intersection(RecordIdInput, SeriesHomeToggles);

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  switch (form.get("intent")) {
    case "social":
      return submitForm(form, SocialLinksInput, async (links) => {
        await saveSocialLinks(app, links);
        return done(form, { notice: m.admin_notice_social_saved(), audit: auditFacts(settingsAudit.socialLinks) });
      });
    case "series":
      return submitForm(form, HomeFlagsInput, async ({ id, ...flags }) => {
        const saved = await updateSeries(app, id, flags);
        return done(form, {
          notice: m.admin_notice_home_flags_saved({ title: saved.title }),
          audit: auditFacts(seriesAudit.update, id, "home flags"),
        });
      });
  }
  return unknownIntent(form);
}

export default function HomeDetails() {
  const { social, series, hasNext, page, size } = useLoaderData<typeof loader>();
  const { refused, typed, fieldError, failure } = useRefused();
  const socialSubmitted = refused?.intent === "social";
  const check = useClientCheck(["social"], () => import("~/domain/settings/schema").then((module) => module.SocialLinksInput));
  return (
    <Screen title={m.admin_nav_home_details()}>
      <ErrorNotice error={failure(m.admin_series_update_failed, { social: m.admin_home_social_failed })} />
      <Form method="post" className="panel grid gap-3 sm:grid-cols-2 lg:grid-cols-4" {...check.formProps}>
        <RedirectHere />
        <h2 className="font-semibold sm:col-span-2 lg:col-span-4">{m.admin_home_social_links()}</h2>
        {(["telegram", "youtube", "instagram", "discord"] as const).map((network) => (
          <FormField
            key={network}
            label={network[0]!.toUpperCase() + network.slice(1)}
            name={network}
            type="url"
            placeholder="https://"
            defaultValue={socialSubmitted ? typed(network, social[network]) : social[network]}
            error={check.clientError(network) ?? (socialSubmitted ? fieldError(network) : undefined)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <SubmitButton intent="social" busyLabel={m.admin_saving()}>
            {m.admin_home_save_links()}
          </SubmitButton>
          <span className="text-sm text-slate-600 dark:text-slate-400">{m.admin_home_preview()}</span>
          <SocialLinks links={social} />
        </div>
      </Form>
      <AdminTable headers={[m.field_series(), m.admin_home_col_lists(), m.admin_field_status(), ""]}>
        {series.map((item) => (
          <tr key={item.id}>
            <td className="font-medium">{item.title}</td>
            <td colSpan={3}>
              <Form method="post" className="flex flex-wrap items-center gap-4">
                <RedirectHere />
                <input type="hidden" name="id" value={item.id} />
                {flags.map((flag) => (
                  <FlagField
                    key={flag.name}
                    label={flag.label()}
                    name={flag.name}
                    id={`${flag.name}-${item.id}`}
                    checked={item[flag.name]}
                  />
                ))}
                <SelectField
                  label={<span className="sr-only">{m.admin_home_status_of({ title: item.title })}</span>}
                  name="status"
                  id={`status-${item.id}`}
                  options={seriesStatuses.map((value) => ({ value, label: statusLabel(value) }))}
                  defaultValue={item.status ?? "Ongoing"}
                  className="w-36 [&_label]:mb-0"
                />
                <SubmitButton intent="series" busyLabel={m.admin_saving()} className="btn-ghost px-3 py-1.5">
                  {m.admin_save()}
                </SubmitButton>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
      <PageNav page={page} hasNext={hasNext} size={size} sizes={SIZES} />
    </Screen>
  );
}
