import { Picture } from "~/components/ui/picture";
import { type MetaFunction, Link, redirect, useLoaderData } from "react-router";
import { FollowButton } from "~/components/follows/follow-button";
import { Pager } from "~/components/ui/pager";
import { PostButton } from "~/components/ui/post-button";
import { findFollowedSeries } from "~/domain/follows/queries.server";
import { MY_LIST_PAGE_SIZE } from "~/domain/follows/schema";
import { feedKeyOf, privateFeedPaths, regenerateFeedKey } from "~/domain/private-feeds/keys.server";
import { seriesTitle } from "~/lib/display";
import { siteUrl } from "~/lib/site-url";
import { readForm } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/my-list";

export const meta: MetaFunction = () => [{ title: "My List — AnimeStream" }, { name: "robots", content: "noindex" }];

/** The signed-in viewer's followed series; a viewer who is not signed in is sent to sign in. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const page = Math.max(0, (Number(url.searchParams.get("page")) || 1) - 1);
  const [{ items, total }, feedKey] = await Promise.all([
    findFollowedSeries(app, user.id, { limit: MY_LIST_PAGE_SIZE, offset: page * MY_LIST_PAGE_SIZE }),
    feedKeyOf(app, user.id),
  ]);
  const feeds = Object.entries(privateFeedPaths(feedKey)).map(([kind, path]) => ({ kind, url: siteUrl(url.origin, path) }));
  return { items, page, pageCount: Math.max(1, Math.ceil(total / MY_LIST_PAGE_SIZE)), feeds };
}

/** "Make new addresses": the private feeds move, and the old addresses answer 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  if ((await readForm(request)).get("intent") !== "regenerate-feeds") throw new Response("Unknown action", { status: 400 });
  await regenerateFeedKey(app, user.id);
  return redirect("/my-list#feeds");
}

const feedLabels: Record<string, string> = { episodes_rss: "New episodes (RSS)", schedule_ical: "Air schedule (calendar)" };

function PrivateFeeds({ feeds }: { feeds: { kind: string; url: string }[] }) {
  return (
    <section id="feeds" aria-labelledby="feeds-title" className="panel mt-6 space-y-3">
      <h2 id="feeds-title" className="text-lg font-bold">
        Your private feeds
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Add these to a feed reader or a calendar app: they follow the series you follow. Anyone with an address can read it; make new ones
        if one was shared.
      </p>
      {feeds.map((feed) => (
        <label key={feed.kind} className="block space-y-1">
          <span className="label">{feedLabels[feed.kind]}</span>
          <input readOnly value={feed.url} className="field font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        </label>
      ))}
      <PostButton values={{ intent: "regenerate-feeds" }} className="btn-ghost py-1.5" preventScrollReset>
        Make new addresses
      </PostButton>
    </section>
  );
}

export default function MyList() {
  const { items, page, pageCount, feeds } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">My List</h1>
      {items.length === 0 ? (
        <p className="panel text-slate-600 dark:text-slate-400">
          You follow no series yet. Press “Follow” on a series page and its new episodes show here.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Followed series">
          {items.map((item) => (
            <li key={item.series_id} className="panel flex items-center gap-4">
              <Picture src={item.cover} alt="" width={64} height={90} className="h-[90px] w-16 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1 space-y-1">
                <Link to={`/${item.slug}`} className="line-clamp-2 text-lg font-semibold leading-snug hover:text-rose-600">
                  {seriesTitle(item.title)}
                </Link>
                {item.newest_episode ? (
                  <Link
                    to={`/${item.slug}/episode/${item.newest_episode.episode_number}`}
                    className="link text-sm"
                  >{`Newest: Episode ${item.newest_episode.episode_number}`}</Link>
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">No episodes yet</p>
                )}
                {item.new_episodes > 0 ? (
                  <p>
                    <span className="chip bg-rose-600 text-white">{`${item.new_episodes} new`}</span>
                  </p>
                ) : null}
              </div>
              <FollowButton seriesId={item.series_id} following />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="mt-4">
          <Pager param="page" page={page} pageCount={pageCount} label="My List" />
        </div>
      ) : null}
      <PrivateFeeds feeds={feeds} />
    </main>
  );
}
