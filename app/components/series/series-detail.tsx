import { Link } from "react-router";
import { BlurredBackdrop } from "~/components/ui/blurred-backdrop";
import { Picture } from "~/components/ui/picture";
import { Icon } from "~/components/ui/icons";
import { EpisodeRangeNav } from "~/components/episode/range-nav";
import { EpisodeThumb } from "~/components/episode/episode-thumb";
import { SpoilerGuardNote } from "~/components/episode/spoiler-guard-note";
import { EpisodeKindTag } from "~/components/episode/episode-kind-tag";
import { JsonLd } from "~/components/seo/json-ld";
import { FeedLinks } from "~/components/ui/feed-links";
import { FollowButton } from "~/components/follows/follow-button";
import { ListEntryForm, type ListEntryState } from "~/components/lists/list-entry-form";
import { ExternalLinks, ListStanding } from "~/components/lists/list-standing";
import { LinkList } from "~/components/ui/link-list";
import { SeriesStrip } from "~/components/series-card";
import { FranchiseRow } from "./franchise-row";
import type { FranchiseEntryView } from "~/domain/franchise/responses";
import type { EpisodeCard as EpisodeCardView } from "~/domain/episodes/queries.server";
import type { EpisodeOrder, EpisodeRange } from "~/domain/episodes/ranges";
import type { SeriesView } from "~/domain/series/present";
import { durationText, seriesTitle, storedDay, visibleTags } from "~/lib/display";
import { seriesStructuredData } from "~/domain/seo/structured-data";
import { seriesImage } from "~/lib/images";
import { useOrigin } from "~/hooks/use-origin";
import { seriesFeeds } from "~/lib/page-meta";
import { RecordVisit } from "~/components/history/record-visit";
import { localized } from "~/lib/locale-paths";
import { AudioCounts } from "~/components/audio-counts";
import { audioLabel, genreLabel, statusLabel, typeLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";
import { useSeriesTitle } from "~/hooks/use-series-title";

type SeriesDetailProps = {
  series: SeriesView;
  episodes: EpisodeCardView[];
  ranges: EpisodeRange[];
  range: number;
  order: EpisodeOrder;
  jump: number | null;
  /** Whether the signed-in viewer follows the series; null for an anonymous (shareable) page. */
  following: boolean | null;
  /** The signed-in viewer's list entry (null: not on it); undefined for an anonymous page. */
  listEntry: ListEntryState | null | undefined;
  /** The synopsis' language when it is a translation; whether it is the original standing in for one. */
  synopsis: { lang: string | null; isOriginal: boolean };
  /** The series like this one, best first (decision 061). */
  similar: SeriesView[];
  /** Its franchise in watch order (decision 075); empty when it stands alone. */
  franchise: FranchiseEntryView[];
};

function EpisodeCard({ series, episode, highlighted }: { series: SeriesView; episode: EpisodeCardView; highlighted: boolean }) {
  return (
    <li className="w-56 shrink-0" id={`ep-${episode.episode_number}`}>
      <a
        href={localized(`/${series.slug}/episode/${episode.episode_number}`)}
        aria-current={highlighted || undefined}
        className="group episode-card"
      >
        <div className="relative">
          <EpisodeThumb thumbnail={episode.thumbnail} series={series} width={224} guarded={episode.spoiler} />
          <span className="chip absolute start-2 top-2 bg-rose-600 text-white">{m.common_ep_n({ number: episode.episode_number })}</span>
          <EpisodeKindTag kind={episode.kind} className="absolute end-2 top-2" />
        </div>
        <div className="card-body">
          <p className="card-title">
            <bdi>{episode.title || m.common_episode_n({ number: episode.episode_number })}</bdi>
          </p>
          <p>{m.series_episode_release({ date: episode.release_date ? storedDay(episode.release_date) : m.common_not_available() })}</p>
          {episode.duration ? <p>{m.series_episode_duration({ duration: durationText(episode.duration) })}</p> : null}
          {episode.status ? <p>{m.series_episode_status({ status: statusLabel(episode.status) })}</p> : null}
        </div>
      </a>
    </li>
  );
}

export function SeriesDetail({
  series,
  episodes,
  ranges,
  range,
  order,
  jump,
  following,
  listEntry,
  synopsis,
  similar,
  franchise,
}: SeriesDetailProps) {
  const title = seriesTitle(useSeriesTitle()(series));
  const cover = seriesImage(series);
  const latest = series.latest_episode;
  const jumpMissed = jump !== null && !episodes.some((episode) => episode.episode_number === jump);
  const origin = useOrigin();
  return (
    <main>
      <RecordVisit entry={{ seriesId: series.id, seriesTitle: title, seriesSlug: series.slug, cover }} />
      <JsonLd data={seriesStructuredData(origin, { ...series, title, image: cover })} />
      <BlurredBackdrop image={cover}>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row">
          <Picture
            src={cover}
            alt={m.series_cover_alt({ title })}
            width={240}
            height={340}
            sizes="(min-width: 640px) 224px, 192px"
            drawn={[192, 224]}
            load="lcp"
            className="mx-auto w-48 shrink-0 rounded-xl object-cover shadow-xl sm:mx-0 sm:w-56"
          />
          <div className="min-w-0 space-y-3">
            <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
              <bdi>{title}</bdi>
            </h1>
            {series.alt_titles.length > 0 ? (
              <ul
                aria-label={m.series_also_known_as()}
                className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
              >
                {series.alt_titles.map((alt) => (
                  <li key={`${alt.lang}:${alt.title}`} lang={alt.lang}>
                    {alt.title}
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Here and in the synopsis the paragraph keeps the page's direction, so an English text lines
                up with an Arabic page, and the bdi keeps the text's own (its punctuation at its end). */}
            {series.subtitle ? (
              <p className="text-lg text-slate-700 dark:text-slate-300">
                <bdi>{series.subtitle}</bdi>
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {series.year ? <span className="chip-muted">{series.year}</span> : null}
              {series.status ? (
                <span className={`chip text-white ${series.status === "Completed" ? "bg-emerald-700" : "bg-amber-700"}`}>
                  {statusLabel(series.status)}
                </span>
              ) : null}
              {series.type ? <span className="chip bg-blue-600 text-white">{typeLabel(series.type)}</span> : null}
              <ListStanding members={series.members} score={series.score} />
            </div>
            <AudioCounts sub={series.episodes_sub} dub={series.episodes_dub} className="text-sm font-semibold tracking-wide" />
            {series.genres.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={m.series_genres()}>
                {series.genres.map((genre) => (
                  <li key={genre} className="chip bg-rose-600/15 text-rose-700 dark:text-rose-300">
                    {genreLabel(genre)}
                  </li>
                ))}
              </ul>
            ) : null}
            {visibleTags(series.tags).length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={m.series_tags()}>
                {visibleTags(series.tags).map((tag) => (
                  <li key={tag} className="chip-muted">
                    <bdi>#{tag}</bdi>
                  </li>
                ))}
              </ul>
            ) : null}
            {synopsis.isOriginal ? <p className="text-xs text-slate-600 dark:text-slate-400">{m.series_synopsis_untranslated()}</p> : null}
            <p className="max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300" lang={synopsis.lang ?? undefined}>
              <bdi>{series.description?.trim() || m.series_no_description()}</bdi>
            </p>
            <div className="flex flex-wrap gap-2">
              {series.studio ? <span className="chip-muted">{m.series_studio({ studio: series.studio })}</span> : null}
              {series.language ? <span className="chip-muted">{m.series_language({ language: audioLabel(series.language) })}</span> : null}
            </div>
            {series.trailer_url ? (
              <a href={series.trailer_url} className="link self-start text-sm" rel="noopener noreferrer external">
                {`▶ ${m.series_trailer()} ↗`}
              </a>
            ) : null}
            <ExternalLinks ids={series} />
            <div className="flex flex-wrap items-center gap-3">
              <FollowButton seriesId={series.id} following={following} />
              <FeedLinks feeds={seriesFeeds(series)} />
            </div>
            <ListEntryForm seriesId={series.id} entry={listEntry} />
          </div>
        </div>
      </BlurredBackdrop>
      {franchise.length > 0 ? <FranchiseRow franchise={franchise} /> : null}
      <section id="episodes" aria-labelledby="episodes-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-6">
        <h2 id="episodes-title" className="mb-3 text-2xl font-bold">
          {m.series_episodes_heading()}
        </h2>
        {ranges.length === 0 ? (
          <p className="panel text-slate-600 dark:text-slate-400">{m.series_no_episodes()}</p>
        ) : (
          <>
            <EpisodeRangeNav ranges={ranges} current={range} order={order} anchor="episodes" />
            {jumpMissed ? (
              <p role="status" className="alert-error mb-3">
                {m.series_jump_not_found({ number: jump })}
              </p>
            ) : null}
            <SpoilerGuardNote episodes={episodes} anchor="episodes" />
            <LinkList className="flex gap-3 overflow-x-auto pb-3">
              {episodes.map((episode) => (
                <EpisodeCard key={episode.id} series={series} episode={episode} highlighted={episode.episode_number === jump} />
              ))}
            </LinkList>
          </>
        )}
      </section>
      {similar.length > 0 ? (
        <section id="similar" aria-labelledby="similar-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-6">
          <h2 id="similar-title" className="mb-3 text-2xl font-bold">
            {m.series_similar_heading()}
          </h2>
          <SeriesStrip series={similar} />
        </section>
      ) : null}
      {latest ? (
        <Link
          to={`/${series.slug}/episode/${latest.episode_number}`}
          className="group fixed bottom-24 end-6 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-rose-600 text-white shadow-xl transition hover:scale-105 hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
          aria-label={m.series_watch_latest()}
          title={m.series_watch_latest()}
        >
          <Icon name="play" width={24} height={24} fill="currentColor" />
          <span
            role="tooltip"
            className="pointer-events-none absolute end-16 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            {m.series_watch_latest()}
          </span>
        </Link>
      ) : null}
    </main>
  );
}
