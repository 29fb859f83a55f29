import { pageTitle } from "~/lib/site-name";
import { data, Form, Link, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import { authorizationAddress } from "~/domain/trackers/connect.server";
import { disconnectTracker } from "~/domain/trackers/commands.server";
import { trackersOf } from "~/domain/trackers/queries.server";
import { inReadingOrder } from "~/domain/trackers/reading-order";
import { PULLED_ENTRIES_MAX, pullTracker, TrackerListTooLarge } from "~/domain/trackers/pull.server";
import { numberFormat } from "~/lib/intl-formats";
import { DomainError, SourceUnavailable } from "~/lib/refusals";
import { storedMinute } from "~/lib/display";
import { authorizeOrigins, type TrackerProvider } from "~/domain/trackers/providers.server";
import { FORM_TARGETS_HEADER } from "~/lib/stream-sources";
import type { TrackerAnswer } from "~/domain/trackers/responses";
import { siteOrigin } from "~/lib/site-url";
import { localized } from "~/lib/locale-paths";
import { listServices, SOURCE_NAMES } from "~/lib/vocabulary/series-sources";
import { readForm } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/account.trackers";

// The viewer's tracker connections (decisions 060, 071), without JavaScript: Connect
// hands them to the provider, which sends them back to /trackers/{provider}/callback and on here.

export const meta: MetaFunction = () => [{ title: pageTitle(m.trackers_title()) }];

/** How the provider's page went, as the callback said in the address. */
const OUTCOMES = {
  connected: (source: string) => ({ ok: true, text: m.trackers_done_connected({ provider: source }) }),
  refused: (source: string) => ({ ok: false, text: m.trackers_failed_refused({ provider: source }) }),
  expired: () => ({ ok: false, text: m.trackers_failed_state() }),
  unavailable: (source: string) => ({ ok: false, text: m.trackers_failed_unavailable({ provider: source }) }),
} as const;

function outcomeOf(search: URLSearchParams) {
  for (const [outcome, said] of Object.entries(OUTCOMES)) {
    const provider = search.get(outcome) as TrackerProvider | null;
    if (provider && listServices.includes(provider)) return said(SOURCE_NAMES[provider]);
  }
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const page = {
    trackers: inReadingOrder(await trackersOf(app, user.id), getLocale()),
    outcome: outcomeOf(new URL(request.url).searchParams),
  };
  const origins = authorizeOrigins(app.env);
  return data(page, origins.length ? { headers: { [FORM_TARGETS_HEADER]: origins.join(" ") } } : undefined);
}

/** The providers' origins, for the page's form-action (workers/security.ts). */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => {
  const origins = loaderHeaders.get(FORM_TARGETS_HEADER);
  return origins ? { [FORM_TARGETS_HEADER]: origins } : new Headers();
};

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const form = await readForm(request);
  const provider = form.get("provider") as TrackerProvider;
  const here = redirect(localized("/account/trackers"));
  if (!listServices.includes(provider)) return here;
  if (form.get("intent") === "disconnect") {
    await disconnectTracker(app, user.id, provider);
    return here;
  }
  const origin = siteOrigin(app.env, request.url);
  if (form.get("intent") === "sync") {
    const source = SOURCE_NAMES[provider];
    try {
      const pulled = await pullTracker(app, user.id, provider);
      return { ok: true, text: m.trackers_synced({ provider: source, ...pulled }) };
    } catch (error) {
      if (error instanceof SourceUnavailable) return { ok: false, text: m.trackers_failed_unavailable({ provider: source }) };
      if (error instanceof TrackerListTooLarge)
        return {
          ok: false,
          text: m.trackers_failed_too_large({ provider: source, most: numberFormat(getLocale(), {}).format(PULLED_ENTRIES_MAX) }),
        };
      // The provider refused the grant (409): the page now says to connect again.
      if (error instanceof DomainError) return { ok: false, text: m.trackers_reconnect_needed({ provider: source }) };
      throw error;
    }
  }
  // The provider's own page, at the address its app was registered with.
  return redirect(await authorizationAddress(app, user.id, provider, origin, getLocale()));
}

function TrackerPanel({ tracker }: { tracker: TrackerAnswer }) {
  const name = SOURCE_NAMES[tracker.provider];
  const status = tracker.needs_reconnect
    ? m.trackers_reconnect_needed({ provider: name })
    : tracker.connected
      ? m.trackers_connected_as({ username: tracker.username ?? "" })
      : m.trackers_not_connected();
  return (
    <section className="panel flex flex-wrap items-center justify-between gap-3 p-5" aria-labelledby={`tracker-${tracker.provider}`}>
      <div>
        <h2 id={`tracker-${tracker.provider}`} className="text-lg font-semibold">
          {name}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{status}</p>
        {tracker.last_synced_at ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {m.trackers_last_synced({ time: storedMinute(tracker.last_synced_at) })}
          </p>
        ) : null}
        {tracker.pending > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{m.trackers_pending({ count: tracker.pending })}</p>
        ) : null}
      </div>
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="provider" value={tracker.provider} />
        {tracker.connected && !tracker.needs_reconnect ? (
          <>
            <button type="submit" name="intent" value="sync" className="btn-primary">
              {m.trackers_sync()}
            </button>
            <button type="submit" name="intent" value="disconnect" className="btn-ghost">
              {m.trackers_disconnect()}
            </button>
          </>
        ) : (
          <button type="submit" name="intent" value="connect" className="btn-primary">
            {m.trackers_connect({ provider: name })}
          </button>
        )}
      </Form>
      {tracker.failed.length > 0 ? (
        <details className="w-full text-sm" open>
          <summary className="cursor-pointer text-red-700 dark:text-red-300">
            {m.trackers_not_sent({ count: tracker.failed.length })}
          </summary>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {tracker.failed.map((failure) => (
              <li key={failure.series_id}>
                <span dir="auto">{failure.title}</span>
                {` · ${failure.why === "reconnect" ? m.trackers_why_reconnect() : m.trackers_why_unavailable()}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {tracker.unmatched.length > 0 ? (
        <details className="w-full text-sm">
          <summary className="cursor-pointer">{m.trackers_unmatched({ count: tracker.unmatched.length })}</summary>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {tracker.unmatched.map((entry) => (
              <li key={entry.id} dir="auto">
                {entry.title}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

export default function AccountTrackers() {
  const loaded = useLoaderData<typeof loader>();
  const { trackers } = loaded;
  // A sync's result (this request's), else how the provider's page went (the address's).
  const outcome = useActionData<typeof action>() ?? loaded.outcome;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.trackers_title()}</h1>
        <Link to="/profile" className="link text-sm">
          {m.security_back_to_profile()}
        </Link>
      </div>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "alert-success" : "alert-error"}>
          {outcome.text}
        </p>
      ) : null}
      <p className="text-slate-700 dark:text-slate-300">{m.trackers_intro()}</p>
      {trackers.length === 0 ? <p className="panel p-5 text-sm">{m.trackers_none_offered()}</p> : null}
      {trackers.map((tracker) => (
        <TrackerPanel key={tracker.provider} tracker={tracker} />
      ))}
    </main>
  );
}
