import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { requireAdminPage } from "~/web/admin-page.server";
import { top10Periods, type Top10Period } from "~/lib/vocabulary/top10-periods";
import { ConfirmAction } from "~/components/admin/confirm-action";
import { CoverThumb } from "~/components/ui/picture";
import { ErrorNotice } from "~/components/admin/notice";
import { choicesOf, SeriesFinder, useFoundSeries } from "~/components/admin/series-finder";
import { RedirectHere, Screen } from "~/components/admin/screen";
import { SubmitButton } from "~/components/admin/submit-button";
import { useRefused } from "~/components/admin/use-refused";
import { findSeriesChoices, findSeriesChoicesByIds } from "~/domain/series/choices.server";
import { saveTop10, top10Audit } from "~/domain/top10/commands.server";
import { auditFacts } from "~/domain/audit/names";
import { getTop10 } from "~/domain/top10/queries.server";
import { TOP10_DEFAULT_RATING, TOP10_MAX, Top10FormInput, Top10Query } from "~/domain/top10/schema";
import { seriesImage } from "~/lib/images";
import { readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/top10";

type Slot = { series_id: string; rating: string };

/** The periods' tabs (lowercase in English, capitalised by the style, as they always were). */
const periodLabels: Record<Top10Period, () => string> = {
  weekly: m.admin_top10_tab_weekly,
  monthly: m.admin_top10_tab_monthly,
  all: m.admin_top10_tab_all,
};
const resetQuestions: Record<Top10Period, () => string> = {
  weekly: m.admin_top10_reset_question_weekly,
  monthly: m.admin_top10_reset_question_monthly,
  all: m.admin_top10_reset_question_all,
};

const tabOf = (value: string | null): Top10Period =>
  (top10Periods as readonly string[]).includes(value ?? "") ? (value as Top10Period) : "weekly";

export async function loader(args: Route.LoaderArgs) {
  const { app } = await requireAdminPage(args);
  const params = args.url.searchParams;
  const tab = tabOf(params.get("tab"));
  const find = (params.get("find") ?? "").trim().slice(0, 100);
  const [saved, found] = await Promise.all([getTop10(app, tab), findSeriesChoices(app, find)]);
  // A Find submits the slots as a GET, so the unsaved list comes back from the address.
  const slots: Slot[] = params.get("finding")
    ? slotsFrom(params)
    : saved.map((entry) => ({ series_id: String(entry.series_id), rating: String(entry.rating) }));
  const chosen = await findSeriesChoicesByIds(
    app,
    slots.map((slot) => Number(slot.series_id)),
  );
  return { tab, find, slots: slots.length > 0 ? slots : [emptySlot], chosen, found };
}

const emptySlot: Slot = { series_id: "", rating: String(TOP10_DEFAULT_RATING) };

function slotsFrom(form: FormData | URLSearchParams): Slot[] {
  const ratings = form.getAll("rating").map(String);
  return form.getAll("series_id").map((id, index) => ({ series_id: String(id), rating: ratings[index] ?? String(TOP10_DEFAULT_RATING) }));
}

export async function action(args: Route.ActionArgs) {
  const { app, done } = await requireAdminPage(args);
  const form = await readForm(args.request);
  const intent = String(form.get("intent"));
  const tab = tabOf(String(form.get("tab")));
  const slots = slotsFrom(form);
  // The unsaved list's series, so its pickers still show them after the page renders again.
  const chosen = await findSeriesChoicesByIds(
    app,
    slots.map((slot) => Number(slot.series_id)),
  );
  // Add Slot and Remove only reshape the unsaved list (ranks renumber by position).
  if (intent === "add-slot") return data({ draft: slots.length < TOP10_MAX ? [...slots, emptySlot] : slots, chosen });
  if (intent.startsWith("remove-"))
    return data({ draft: slots.length > 1 ? slots.filter((_, index) => index !== Number(intent.slice(7))) : slots, chosen });
  const extra = { draft: slots, chosen };
  switch (intent) {
    case "save":
      return submitForm(
        form,
        Top10FormInput,
        async (top10) => {
          await saveTop10(app, top10);
          return done(form, { notice: m.admin_notice_top10_saved(), audit: auditFacts(top10Audit.update, tab) });
        },
        { fields: { tab, list: slots }, extra },
      );
    case "reset":
      return submitForm(
        form,
        Top10Query,
        async () => {
          await saveTop10(app, { tab, list: [] });
          return done(form, { notice: m.admin_notice_top10_reset(), audit: auditFacts(top10Audit.update, tab, "reset") });
        },
        { extra },
      );
  }
  return unknownIntent(form, extra);
}

export default function Top10Management() {
  const { tab, find, slots: saved, chosen, found: initial } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const slots = result?.draft ?? saved;
  const [found, setFound] = useFoundSeries(initial);
  const known = [...chosen, ...(result?.chosen ?? [])];
  const series = choicesOf(known, found);
  const { failure } = useRefused();
  const error = failure(m.admin_top10_save_failed, { reset: m.admin_top10_reset_failed });
  const cover = (id: string) => {
    const picked = known.find((item) => String(item.id) === id);
    return picked ? seriesImage(picked) : "/no-image.png";
  };
  return (
    <Screen title={m.admin_nav_top10()}>
      <nav aria-label={m.admin_top10_periods()} className="flex gap-2">
        {top10Periods.map((period) => (
          <Link
            key={period}
            to={`?tab=${period}`}
            aria-current={period === tab ? "page" : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold capitalize ${period === tab ? "bg-rose-600 text-white" : "ring-1 ring-slate-300 dark:ring-slate-700"}`}
          >
            {periodLabels[period]()}
          </Link>
        ))}
      </nav>
      <ErrorNotice error={error} />
      <Form method="post" className="panel space-y-3" key={`${tab}-${JSON.stringify(slots)}`}>
        <RedirectHere />
        <input type="hidden" name="tab" value={tab} />
        <SeriesFinder defaultValue={find} onResults={setFound} />
        <ol className="space-y-2">
          {slots.map((slot, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a Top 10 slot is its rank
            <li key={index} className="flex flex-wrap items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200 dark:ring-slate-800">
              <span className="w-8 text-center text-lg font-black text-rose-700 dark:text-rose-400">{index + 1}</span>
              <CoverThumb src={cover(slot.series_id)} />
              <div className="min-w-56 flex-1">
                <label htmlFor={`series-${index}`} className="sr-only">
                  {m.admin_top10_series_for_rank({ rank: index + 1 })}
                </label>
                <select key={series.length} id={`series-${index}`} name="series_id" defaultValue={slot.series_id} className="field">
                  <option value="">{m.admin_choose_series()}</option>
                  {series.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
              </div>
              <div className="w-28">
                <label htmlFor={`rating-${index}`} className="sr-only">
                  {m.admin_top10_rating_for_rank({ rank: index + 1 })}
                </label>
                <input
                  id={`rating-${index}`}
                  name="rating"
                  type="number"
                  min={0}
                  max={10}
                  step={0.1}
                  defaultValue={slot.rating}
                  className="field"
                />
              </div>
              <SubmitButton
                intent={`remove-${index}`}
                busyLabel={m.admin_removing()}
                className="btn-ghost px-3 py-1.5"
                disabled={slots.length <= 1}
              >
                {m.admin_remove()}
              </SubmitButton>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <SubmitButton intent="add-slot" busyLabel={m.admin_adding()} className="btn-ghost" disabled={slots.length >= TOP10_MAX}>
            {m.admin_top10_add_slot()}
          </SubmitButton>
          <SubmitButton intent="save" busyLabel={m.admin_saving()}>
            {m.admin_top10_save()}
          </SubmitButton>
        </div>
      </Form>
      <div className="panel">
        <ConfirmAction
          confirmKey={`reset-${tab}`}
          label={m.admin_top10_reset()}
          question={resetQuestions[tab]()}
          intent="reset"
          busyLabel={m.admin_top10_resetting()}
          fields={{ tab }}
        />
      </div>
    </Screen>
  );
}
