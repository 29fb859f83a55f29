import { pageTitle } from "~/lib/site-name";
import { type MetaFunction, Form, Link, redirect, useLoaderData } from "react-router";
import { PushSwitch } from "~/components/follows/push-switch";
import { Pager } from "~/components/ui/pager";
import { markAllNotificationsRead, markNotificationRead } from "~/domain/notifications/commands.server";
import { findNotifications } from "~/domain/notifications/queries.server";
import { NOTIFICATIONS_PAGE_SIZE, NotificationForm } from "~/domain/notifications/schema";
import { seriesTitle, storedDay } from "~/lib/display";
import { readForm, runButtonForm } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/notifications";
import { localeOfPath } from "~/lib/locale-paths";
import { aroundSlot } from "~/lib/message-slot";
import { m } from "~/paraglide/messages";

export const meta: MetaFunction = () => [{ title: pageTitle(m.notifications_title()) }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const page = Math.max(0, (Number(url.searchParams.get("page")) || 1) - 1);
  const { items, total } = await findNotifications(app, user.id, {
    limit: NOTIFICATIONS_PAGE_SIZE,
    offset: page * NOTIFICATIONS_PAGE_SIZE,
  });
  return { items, page, pageCount: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)), pushKey: app.env.VAPID_PUBLIC_KEY ?? null };
}

/** Mark one read, or all (plain forms: JavaScript or not), then back to this page. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  await runButtonForm(await readForm(request), NotificationForm, (input) =>
    input.intent === "read-all" ? markAllNotificationsRead(app, user.id) : markNotificationRead(app, user.id, input.episode_id),
  );
  return redirect(`${localeOfPath(url.pathname).path}${url.search}`);
}

export default function Notifications() {
  const { items, page, pageCount, pushKey } = useLoaderData<typeof loader>();
  const anyUnread = items.some((item) => !item.read);
  // The empty list's sentence around its link, whatever the language's word order.
  const [emptyBefore, emptyAfter] = aroundSlot((slot) => m.notifications_empty({ link: slot }));
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{m.notifications_title()}</h1>
        {anyUnread ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="btn-ghost py-1.5">
              {m.notifications_mark_all()}
            </button>
          </Form>
        ) : null}
      </div>
      <PushSwitch publicKey={pushKey} />
      {items.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">
          {emptyBefore}
          <Link to="/my-list" className="link">
            {m.notifications_empty_link()}
          </Link>
          {emptyAfter}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={m.notifications_title()}>
          {items.map((item) => (
            <li
              key={item.episode_id}
              className={`panel flex items-center gap-3 ${item.read ? "opacity-70" : "border-s-4 border-s-rose-600"}`}
            >
              <div className="min-w-0 flex-1">
                <Link to={`/${item.series_slug}/episode/${item.episode_number}`} className="font-semibold hover:text-rose-600">
                  {`${seriesTitle(item.series_title, m.common_untitled_series())}: ${m.common_episode_n({ number: item.episode_number })}`}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.episode_title ? `${item.episode_title} · ` : ""}
                  {m.notifications_added({ date: storedDay(item.added_at) })}
                  {item.read ? "" : ` · ${m.notifications_unread()}`}
                </p>
              </div>
              {item.read ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="read" />
                  <input type="hidden" name="episode_id" value={item.episode_id} />
                  <button type="submit" className="btn-ghost py-1.5 text-sm">
                    {m.notifications_mark_read()}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="mt-4">
          <Pager param="page" page={page} pageCount={pageCount} label={m.notifications_title()} />
        </div>
      ) : null}
    </main>
  );
}
