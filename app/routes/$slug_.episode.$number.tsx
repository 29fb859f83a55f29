import { pageTitle, SITE_NAME } from "~/lib/site-name";
import {
  data,
  redirect,
  type ClientLoaderFunctionArgs,
  type HeadersFunction,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
} from "react-router";
import { readViewer } from "~/web/viewer.server";
import { DomainError, notFound } from "~/lib/refusals";
import { readForm, asRefusal, refuseForm, retryAfterHeader, submitForm } from "~/web/form-submission.server";
import { Comments } from "~/components/episode/comments";
import { ListEntryForm } from "~/components/lists/list-entry-form";
import { ReportProblem } from "~/components/episode/report-problem";
import { SaveForOffline, saveOfferOf } from "~/components/episode/save-for-offline";
import { PlayerRoot } from "~/components/episode/player-section";
import { RecordVisit } from "~/components/history/record-visit";
import { useAccountId, useAutoSkip } from "~/hooks/use-watch-history";
import { useHydrates } from "~/hooks/use-hydrates";
import { JsonLd } from "~/components/seo/json-ld";
import { BlurredBackdrop } from "~/components/ui/blurred-backdrop";
import { LinkList } from "~/components/ui/link-list";
import { EpisodeRangeNav } from "~/components/episode/range-nav";
import { EpisodeThumb } from "~/components/episode/episode-thumb";
import { SpoilerGuardNote } from "~/components/episode/spoiler-guard-note";
import { EpisodeKindTag } from "~/components/episode/episode-kind-tag";
import { postComment } from "~/domain/comments/commands.server";
import { openRoom } from "~/domain/rooms/commands.server";
import { RoomInput } from "~/domain/rooms/schema";
import { WatchTogetherForm } from "~/components/watch/watch-together-form";
import { CommentInput } from "~/domain/comments/schema";
import { commentTexts } from "~/domain/comments/texts";
import { findEpisodeId } from "~/domain/watch-page/queries.server";
import { episodeStructuredData } from "~/domain/seo/structured-data";
import { durationText, seriesTitle, storedDay } from "~/lib/display";
import { episodeNumberOf } from "~/lib/episode-url";
import { loginReturningTo } from "~/lib/redirects";
import { seriesImage } from "~/lib/images";
import { useOrigin } from "~/hooks/use-origin";
import { describe, originOf, pageMeta } from "~/lib/page-meta";
import { appContext } from "~/web/router-context.server";
import { needsOwnDocument, noteDocumentSources } from "~/lib/browser/document-streams";
import { passPlayerSourceHeaders, playerSourceHeaders } from "~/lib/stream-sources";
import { episodePageFor } from "~/web/episode-page.server";
import type { Route } from "./+types/$slug_.episode.$number";
import { localized, localeOfPath } from "~/lib/locale-paths";
import { statusLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";
import { useSeriesTitle } from "~/hooks/use-series-title";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(m.episode_not_found_title()) }];
  const { series, episode, player } = loaderData;
  const name = m.episode_of_series({ series: series.title, number: episode.episode_number });
  return pageMeta({
    origin: originOf(matches),
    path: `/${series.slug}/episode/${episode.episode_number}`,
    title: pageTitle(episode.title ? m.episode_meta_title({ episode: name, title: episode.title }) : name),
    description: describe(episode.description, m.episode_meta_description({ episode: name, site: SITE_NAME })),
    image: player.poster,
    type: "video.episode",
  });
};

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const page = await episodePageFor(request, context.get(appContext), params.slug ?? "", params.number, url.searchParams);
  if (!page) throw asRefusal(notFound("Episode"));
  return data(page, { headers: playerSourceHeaders(page) });
}

/**
 * The worker turns the loader's stream and script origins into this page's policy
 * (app/lib/stream-sources.ts); a room refused past its limit keeps its Retry-After.
 */
export const headers: HeadersFunction = (args) => [...passPlayerSourceHeaders(args.loaderHeaders), ...retryAfterHeader(args)];

/** Reached by client-side navigation, a page whose player the document's policy does not allow loads whole. */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  if (!needsOwnDocument(page)) return page;
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const app = context.get(appContext);
  const number = episodeNumberOf(params.number);
  const episodeId = number ? await findEpisodeId(app, params.slug ?? "", number) : undefined;
  if (!episodeId) throw asRefusal(notFound("Episode"));
  const form = await readForm(request);
  form.set("episode_id", String(episodeId));
  const session = await readViewer(request, app);
  if (session.state !== "signed-in") return refuseForm(form, new DomainError(401, commentTexts.loginRequired));
  // Watch together: the room opens on this episode with the viewer as its host, and its page takes over.
  if (form.get("intent") === "watch-together")
    return submitForm(form, RoomInput, async (input) => redirect((await openRoom(app, session.viewer.account, input)).url));
  return submitForm(form, CommentInput, async (input) => {
    await postComment(app, session.viewer.account, input);
    return redirect(`${localeOfPath(url.pathname).path}#comments`);
  });
}

/**
 * A signed-out viewer's episode page leaves the app (decision 052, fifth slice): its player
 * section is the `episode-player` island, its forms post, its links load.
 */
export const handle = { hydrate: false };

export default function EpisodePage() {
  const page = useLoaderData<typeof loader>();
  const { series, episode, player, others, ranges, range, order, comments, signedIn, reported, listEntry } = page;
  const actionData = useActionData<typeof action>();
  if (typeof document !== "undefined") noteDocumentSources(page);
  const title = seriesTitle(useSeriesTitle()(series));
  const { base, poster, servers, serverIndex } = player;
  const { pathname, search } = useLocation();
  const islands = !useHydrates();
  const accountId = useAccountId();
  const autoSkip = useAutoSkip();
  const origin = useOrigin();
  return (
    <main>
      <RecordVisit
        entry={{
          seriesId: series.id,
          seriesTitle: title,
          seriesSlug: series.slug,
          episodeId: episode.id,
          episodeTitle: episode.title,
          episodeNumber: episode.episode_number,
          cover: poster,
        }}
      />
      <JsonLd data={episodeStructuredData(origin, { ...series, title, image: seriesImage(series) }, { ...episode, image: poster })} />
      {/* The video comes first on every screen, as on every peer's; its title, chips and list form follow. */}
      <div className="mx-auto max-w-7xl px-2 pt-3 sm:px-4 sm:pt-4">
        <section id="player" aria-label={m.player_region()} className="scroll-mt-20 space-y-3">
          <PlayerRoot
            {...player}
            title={m.player_title({ series: title, number: episode.episode_number })}
            accountId={accountId}
            autoSkip={autoSkip}
            origin={origin}
            returnTo={pathname + search}
            islands={islands}
          />
          <SaveForOffline
            offer={saveOfferOf(player, {
              seriesTitle: title,
              seriesSlug: series.slug,
              episodeNumber: episode.episode_number,
              episodeTitle: episode.title,
              page: pathname,
            })}
            anyServer={servers.length > 0}
          />
          <ReportProblem
            action={`${base}/${episode.episode_number}/report`}
            servers={servers.map((server) => server.label)}
            currentServer={servers[serverIndex]?.label}
            reported={reported}
          />
        </section>
      </div>
      <BlurredBackdrop image={poster}>
        <div className="mx-auto max-w-7xl px-4 py-4">
          <p className="text-sm font-semibold uppercase tracking-wider text-rose-600 dark:text-rose-400">
            {m.common_episode_n({ number: episode.episode_number })}
          </p>
          <h1 className="text-2xl font-black tracking-tight sm:text-3xl">
            <bdi>{episode.title || m.common_episode_n({ number: episode.episode_number })}</bdi>
          </h1>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={`/${series.slug}`} className="chip bg-rose-600 text-white hover:bg-rose-500">
              {title}
            </Link>
            {episode.release_date ? <span className="chip-muted">{storedDay(episode.release_date)}</span> : null}
            {episode.duration ? <span className="chip-muted">{durationText(episode.duration)}</span> : null}
            {episode.status ? (
              <span className={`chip text-white ${episode.status === "Completed" ? "bg-emerald-700" : "bg-amber-700"}`}>
                {statusLabel(episode.status)}
              </span>
            ) : null}
            <EpisodeKindTag kind={episode.kind} />
          </div>
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <ListEntryForm seriesId={series.id} entry={listEntry} />
            {signedIn ? <WatchTogetherForm /> : null}
          </div>
        </div>
      </BlurredBackdrop>

      <div className="mx-auto max-w-7xl space-y-6 px-2 pb-6 sm:px-4">
        <Comments
          comments={comments}
          signedIn={signedIn}
          reply={actionData}
          loginHref={loginReturningTo(`${base}/${episode.episode_number}`)}
        />

        <section id="others" aria-labelledby="others-title" className="scroll-mt-20">
          <h2 id="others-title" className="mb-3 text-xl font-bold">
            {m.episode_others_heading()}
          </h2>
          <EpisodeRangeNav ranges={ranges} current={range} order={order} anchor="others" />
          <SpoilerGuardNote episodes={others} anchor="others" />
          {/* Keyed by the episode, the strip is drawn anew on each one, so it opens on it again (other-episode). */}
          <LinkList key={episode.id} className="flex gap-3 overflow-x-auto pb-3">
            {others.map((item) => (
              <li key={item.id} className="w-40 shrink-0">
                <a
                  href={localized(`${base}/${item.episode_number}`)}
                  aria-current={item.id === episode.id ? "page" : undefined}
                  className="other-episode"
                >
                  <div className="relative">
                    <EpisodeThumb thumbnail={item.thumbnail} series={series} width={160} guarded={item.spoiler} />
                    <EpisodeKindTag kind={item.kind} className="absolute end-1 top-1" />
                  </div>
                  <span>{`${m.common_ep_n({ number: item.episode_number })}${item.title ? ` · ${item.title}` : ""}`}</span>
                </a>
              </li>
            ))}
          </LinkList>
        </section>
      </div>
    </main>
  );
}

export { RouteErrorAlert as ErrorBoundary } from "~/components/layout/route-error";
