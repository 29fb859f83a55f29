import { AudioCounts } from "~/components/audio-counts";
import { LinkList } from "~/components/ui/link-list";
import type { SeriesCardView } from "~/domain/series/present";
import { cardSubtitle, chipsOf, isLanguageBadge, seriesTitle, visibleTags } from "~/lib/display";
import { Picture, type PictureLoad } from "~/components/ui/picture";
import { seriesImage } from "~/lib/images";
import { localized } from "~/lib/locale-paths";
import { audioLabel, genreLabel, statusLabel, typeLabel } from "~/i18n/catalogue-labels";
import { m } from "~/paraglide/messages";
import { useSeriesTitle } from "~/hooks/use-series-title";

/**
 * The grid's columns (minmax(180px, 1fr) with a 12-px gap in the pages' 8-px padding; cards at
 * most 320 px): one below 388 px, two to 640. On screens denser than 2× the two-column covers ask
 * for 0.8 of their width: a 192-px card on a 2.625× phone takes the 420-px variant (2.2×), not the
 * 510 (2.7×), a third fewer bytes for a difference no eye resolves on a phone; that keeps a
 * list's first screen under 300 kB (docs/decisions/032-image-variants.md).
 */
const SERIES_CARD_SIZES = [
  "(max-width: 387px) min(calc(100vw - 16px), 320px)",
  "(max-width: 639px) and (min-resolution: 2.1dppx) calc((50vw - 14px) * 0.8)",
  "(max-width: 639px) calc(50vw - 14px)",
  "240px",
].join(", ");

const languageColours = { Raw: "bg-slate-600", Sub: "bg-emerald-700", Dub: "bg-fuchsia-600" } as const;

/** Visitor spec section 4: the newest episode drives the language badge and `Ep N [quality]`. */
function SeriesCard({ series, load }: { series: SeriesCardView; load: PictureLoad }) {
  const title = seriesTitle(useSeriesTitle()(series), m.ui_card_untitled());
  const latest = series.latest_episode;
  const language = latest?.language;
  // Genres are catalogue words, shown in the page's language; tags are the admins' own words.
  const tags = series.tags.length > 0 ? visibleTags(series.tags) : visibleTags(series.genres).map(genreLabel);
  const { shown, more } = chipsOf(tags);
  return (
    <article className="group series-card">
      <div className="relative">
        <Picture
          src={seriesImage(series)}
          alt=""
          width={240}
          height={340}
          sizes={SERIES_CARD_SIZES}
          drawn={[180, 320]}
          load={load}
          className="series-card-cover"
        />
        <div className="absolute start-2 end-16 top-2 flex flex-wrap gap-1">
          {series.status && series.status !== "Ongoing" ? (
            <span className={`chip text-white ${series.status === "Completed" ? "bg-red-600" : "bg-violet-600"}`}>
              {statusLabel(series.status)}
            </span>
          ) : null}
          {series.type ? (
            <span className={`chip text-white ${series.type === "ONA" ? "bg-orange-700" : "bg-blue-600"}`}>{typeLabel(series.type)}</span>
          ) : null}
        </div>
        {isLanguageBadge(language) ? (
          <span className={`chip absolute end-2 top-2 text-white ${languageColours[language]}`}>{audioLabel(language).toUpperCase()}</span>
        ) : null}
        {latest ? (
          <span className="chip absolute bottom-2 start-2 bg-black/75 text-white">
            {m.common_ep_n({ number: latest.episode_number })}
            {latest.quality ? ` [${latest.quality}]` : ""}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-rose-600 dark:group-hover:text-rose-400">
          {/* The whole card is this link; the Latest button sits above it. */}
          <a href={localized(`/${series.slug}`)} className="stretched-link">
            <bdi>{title}</bdi>
          </a>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400" dir="auto">
          {cardSubtitle(series)}
        </p>
        <AudioCounts
          sub={series.episodes_sub}
          dub={series.episodes_dub}
          className="text-xs font-semibold tracking-wide text-slate-700 dark:text-slate-300"
        />
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={m.ui_card_tags()}>
            {shown.map((tag) => (
              <li key={tag} className="chip-muted" dir="auto">
                {tag}
              </li>
            ))}
            {more > 0 ? <li className="chip-muted">+{more}</li> : null}
          </ul>
        ) : null}
        {latest ? (
          <a
            href={localized(`/${series.slug}/episode/${latest.episode_number}`)}
            className="btn-primary relative z-10 mt-auto px-3 py-1.5 text-xs"
          >
            {m.ui_card_latest({ number: latest.episode_number })}
          </a>
        ) : null}
      </div>
    </article>
  );
}

function SeriesGrid({ children }: { children: React.ReactNode }) {
  return <LinkList className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-3">{children}</LinkList>;
}

/**
 * A grid of series cards; the first `eager` covers load at once (the first screen), the very first
 * as the page's largest paint.
 */
export function SeriesCards({ series, eager }: { series: readonly SeriesCardView[]; eager: number }) {
  const loadOf = (index: number): PictureLoad => (index >= eager ? "lazy" : index === 0 ? "lcp" : "eager");
  return (
    <SeriesGrid>
      {series.map((item, index) => (
        <li key={item.id}>
          <SeriesCard series={item} load={loadOf(index)} />
        </li>
      ))}
    </SeriesGrid>
  );
}

/** A row of series cards that scrolls sideways, each card the width of a phone's half: a series page's similar row. */
export function SeriesStrip({ series }: { series: readonly SeriesCardView[] }) {
  return (
    <LinkList className="flex gap-3 overflow-x-auto pb-3">
      {series.map((item) => (
        <li key={item.id} className="w-44 shrink-0 sm:w-48">
          <SeriesCard series={item} load="lazy" />
        </li>
      ))}
    </LinkList>
  );
}
