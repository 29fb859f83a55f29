import { FilterActions } from "~/components/admin/filter-actions";
import { Form, Link, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { readForm, submitForm } from "~/web/form-submission.server";
import { DailyColumns } from "~/components/admin/charts";
import { LabelledBars } from "~/components/charts/labelled-bars";
import { SubmitButton } from "~/components/admin/submit-button";
import { useClientCheck } from "~/components/admin/use-client-check";
import { useRefused } from "~/components/admin/use-refused";
import { CHART_DAYS } from "~/domain/dashboard/period";
import { everyDay } from "~/domain/dashboard/period";
import { topSeriesByViews, viewsPerDay } from "~/domain/dashboard/queries.server";
import { setVisitRetention, settingsAudit } from "~/domain/settings/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { getVisitRetention } from "~/domain/settings/queries.server";
import { seriesTitle } from "~/lib/display";
import { addDays, todayIn } from "~/lib/dates";
import { ErrorNotice } from "~/components/admin/notice";
import { FieldFrame, notesAttributes } from "~/components/ui/form-field";
import { PageNav, paging } from "~/components/admin/page-nav";
import { Screen, AdminTable } from "~/components/admin/screen";
import { listVisits, watchStats } from "~/domain/visitors/queries.server";
import { VisitorsQuery, VisitRetentionInput, WatchStatsQuery } from "~/domain/visitors/schema";
import type { Route } from "./+types/visitors";
import { m } from "~/paraglide/messages";

const SIZES = [10, 20, 50, 100] as const;

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const filters = Object.fromEntries([...params].filter(([key]) => !["tab", "size", "page", "notice"].includes(key)));
  if (params.get("tab") === "watch") {
    const parsed = WatchStatsQuery.safeParse(filters);
    const range = parsed.success ? parsed.data : {};
    // The charts cover the filtered days, or the last 30 when none are given (at most a year).
    const to = range.to ?? todayIn(app.env.SITE_TIMEZONE);
    const from = range.from && range.from <= to && range.from >= addDays(to, -365) ? range.from : addDays(to, -(CHART_DAYS - 1));
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    const [stats, perDay, top] = await Promise.all([watchStats(app, range), viewsPerDay(app, from, to), topSeriesByViews(app, from, to)]);
    return {
      tab: "watch" as const,
      invalid: !parsed.success,
      filters,
      stats,
      from,
      to,
      perDay: everyDay(
        from,
        days,
        perDay.map((row) => ({ day: row.day, value: row.views })),
      ),
      top,
    };
  }
  const { size, page, offset } = paging(params, SIZES, 20);
  const parsed = VisitorsQuery.safeParse(filters);
  const [visits, retentionDays] = await Promise.all([
    listVisits(app, { ...(parsed.success ? parsed.data : {}), limit: size, offset }),
    getVisitRetention(app),
  ]);
  // Next is disabled when a page comes back shorter than the page size (admin spec).
  return { tab: "visits" as const, invalid: !parsed.success, filters, visits, page, size, hasNext: visits.length === size, retentionDays };
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  return submitForm(form, VisitRetentionInput, async ({ days }) => {
    await setVisitRetention(app, days);
    return done(form, { notice: m.admin_notice_retention({ days }), audit: auditFacts(settingsAudit.visitRetention) });
  });
}

function RetentionForm({ days }: { days: number }) {
  const { typed } = useRefused();
  const { formProps, fieldError } = useClientCheck(["retention"], () =>
    import("~/domain/visitors/schema").then((module) => module.VisitRetentionInput),
  );
  const error = fieldError("days");
  return (
    <Form method="post" className="panel flex flex-wrap items-end gap-3" {...formProps}>
      <FieldFrame id="days" label={m.admin_visitors_keep_days()} error={error} hint={m.admin_visitors_keep_help()}>
        <input
          id="days"
          name="days"
          type="number"
          min={7}
          max={3650}
          required
          defaultValue={typed("days", days)}
          className="field w-32"
          {...notesAttributes({ id: "days", error, hint: m.admin_visitors_keep_help() })}
        />
      </FieldFrame>
      <SubmitButton intent="retention" busyLabel={m.admin_saving()} className="btn-ghost">
        {m.admin_save()}
      </SubmitButton>
    </Form>
  );
}

function Tabs({ tab }: { tab: "visits" | "watch" }) {
  const tabClass = (active: boolean) =>
    `rounded-lg px-4 py-2 text-sm font-semibold ${active ? "bg-rose-600 text-white" : "ring-1 ring-slate-300 dark:ring-slate-700"}`;
  return (
    <nav aria-label={m.admin_visitors_views()} className="flex gap-2">
      <Link to="?" className={tabClass(tab === "visits")} aria-current={tab === "visits" ? "page" : undefined}>
        {m.admin_nav_visitors()}
      </Link>
      <Link to="?tab=watch" className={tabClass(tab === "watch")} aria-current={tab === "watch" ? "page" : undefined}>
        {m.admin_visitors_watch()}
      </Link>
    </nav>
  );
}

export default function Visitors() {
  const data = useLoaderData<typeof loader>();
  const value = (name: string) => data.filters[name] ?? "";
  return (
    <Screen title={m.admin_visitors_title()}>
      <Tabs tab={data.tab} />
      <ErrorNotice error={data.invalid ? m.admin_visitors_invalid() : undefined} />
      {data.tab === "watch" ? (
        <>
          <Form method="get" className="panel flex flex-wrap items-end gap-3">
            <input type="hidden" name="tab" value="watch" />
            <div>
              <label htmlFor="from" className="label">
                {m.admin_from()}
              </label>
              <input id="from" name="from" type="date" defaultValue={value("from")} className="field" />
            </div>
            <div>
              <label htmlFor="to" className="label">
                {m.admin_to()}
              </label>
              <input id="to" name="to" type="date" defaultValue={value("to")} className="field" />
            </div>
            <button type="submit" className="btn-primary">
              {m.admin_filter()}
            </button>
          </Form>
          <DailyColumns title={m.admin_visitors_views_per_day({ from: data.from, to: data.to })} rows={data.perDay} counts="views" />
          <LabelledBars
            title={m.admin_visitors_top_series()}
            summary={m.admin_visitors_top_series_summary({ from: data.from, to: data.to })}
            empty={m.admin_chart_views_none()}
            rows={data.top.map((row) => ({ key: String(row.id), label: seriesTitle(row.title), value: row.views }))}
          />
          <AdminTable
            headers={[m.admin_field_date(), m.field_series(), m.admin_visitors_col_views()]}
            empty={data.stats.length === 0 ? m.admin_visitors_no_views() : null}
          >
            {data.stats.map((row) => (
              <tr key={`${row.series_id}-${row.date}`}>
                <td>{row.date}</td>
                <td>{row.title}</td>
                <td className="tabular-nums">{row.views}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : (
        <>
          <Form method="get" className="panel flex flex-wrap items-end gap-3">
            <input type="hidden" name="size" value={data.size} />
            <div>
              <label htmlFor="date" className="label">
                {m.admin_field_date()}
              </label>
              <input id="date" name="date" type="date" defaultValue={value("date")} className="field" />
            </div>
            <div className="min-w-48 flex-1">
              <label htmlFor="referrer" className="label">
                {m.admin_visitors_referrer_contains()}
              </label>
              <input id="referrer" name="referrer" defaultValue={value("referrer")} className="field" />
            </div>
            <div className="min-w-48 flex-1">
              <label htmlFor="how_came" className="label">
                {m.admin_visitors_how_came()}
              </label>
              <input
                id="how_came"
                name="how_came"
                defaultValue={value("how_came")}
                placeholder={m.admin_visitors_how_came_placeholder()}
                className="field"
              />
            </div>
            <FilterActions />
          </Form>
          <AdminTable
            headers={[
              m.admin_field_time(),
              m.admin_visitors_col_path(),
              m.admin_visitors_how_came(),
              m.admin_visitors_col_referrer(),
              m.admin_col_ip(),
              m.admin_visitors_col_user_agent(),
            ]}
            empty={data.visits.length === 0 ? m.admin_visitors_none() : null}
          >
            {data.visits.map((visit) => (
              <tr key={visit.id}>
                <td className="whitespace-nowrap">{visit.visit_time.slice(0, 19).replace("T", " ")}</td>
                <td>{visit.path}</td>
                <td>{visit.how_came}</td>
                <td className="max-w-48 truncate">{visit.referrer}</td>
                <td className="font-mono">{visit.ip}</td>
                <td className="max-w-64 truncate">{visit.user_agent}</td>
              </tr>
            ))}
          </AdminTable>
          <PageNav page={data.page} hasNext={data.hasNext} size={data.size} sizes={SIZES} />
          <RetentionForm days={data.retentionDays} />
        </>
      )}
    </Screen>
  );
}
