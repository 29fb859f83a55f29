import { Picture } from "~/components/ui/picture";
import type { FranchiseEntryView } from "~/domain/franchise/responses";
import { useSeriesTitle } from "~/hooks/use-series-title";
import { typeLabel } from "~/i18n/catalogue-labels";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { relationLabel } from "~/i18n/relation-labels";
import { seriesTitle } from "~/lib/display";
import { seriesImage } from "~/lib/images";
import { localized } from "~/lib/locale-paths";
import { formatCount } from "~/lib/intl-formats";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

/** One series of the row: its cover, title, what it is of this series (else its type) and year, and the viewer's status. */
function FranchiseItem({ entry, place }: { entry: FranchiseEntryView; place: number }) {
  const title = seriesTitle(useSeriesTitle()(entry));
  const what = entry.relation ? relationLabel(entry.relation) : typeLabel(entry.type);
  const inner = (
    <>
      <Picture
        src={seriesImage({ cover_image: entry.cover_image, image: null })}
        alt=""
        width={96}
        height={136}
        className="h-[136px] w-24 shrink-0 rounded-lg object-cover"
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-semibold text-slate-500 dark:text-slate-400">{formatCount(getLocale(), place)}</span>
        <span className="line-clamp-3 font-semibold leading-snug">
          <bdi>{title}</bdi>
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{[what, entry.year].filter(Boolean).join(" · ")}</span>
        {entry.current ? <span className="chip self-start bg-rose-600 text-white">{m.series_franchise_current()}</span> : null}
        {entry.list_status ? <span className="chip-muted self-start">{listStatusLabel(entry.list_status)}</span> : null}
      </span>
    </>
  );
  const frame = "flex h-full gap-3 rounded-xl bg-slate-100 p-2 dark:bg-slate-800/60";
  return (
    <li className="w-60 shrink-0">
      {entry.current ? (
        <div aria-current="page" className={`${frame} ring-2 ring-rose-600`}>
          {inner}
        </div>
      ) : (
        <a href={localized(`/${entry.slug}`)} className={`${frame} hover:ring-2 hover:ring-rose-400`}>
          {inner}
        </a>
      )}
    </li>
  );
}

/**
 * The series' franchise in watch order, this one marked: no script. A row that scrolls sideways
 * on a phone; on a wide screen it wraps, so every part, this one too, is in view.
 */
export function FranchiseRow({ franchise }: { franchise: FranchiseEntryView[] }) {
  return (
    <section id="franchise" aria-labelledby="franchise-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 pt-6">
      <h2 id="franchise-title" className="mb-3 text-2xl font-bold">
        {m.series_franchise_heading()}
      </h2>
      <ol className="flex gap-3 overflow-x-auto pb-3 lg:flex-wrap lg:overflow-visible">
        {franchise.map((entry, index) => (
          <FranchiseItem key={entry.id} entry={entry} place={index + 1} />
        ))}
      </ol>
    </section>
  );
}
