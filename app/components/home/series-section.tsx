import { SeriesCards } from "~/components/series-card";
import { Pager } from "~/components/ui/pager";
import type { SeriesCardView } from "~/domain/series/present";
import { m } from "~/paraglide/messages";

export const HOME_PAGE_SIZE = 4;

type SectionProps = {
  id: string;
  title: string;
  items: SeriesCardView[];
  page: number;
  pageCount: number;
  total: number;
  capped: boolean;
  priority?: boolean;
};

/** A home section: 4 cards a page; Prev/Next and `n / total` only when there are more than 4. */
export function SeriesSection({ id, title, items: shown, page, pageCount, total, capped, priority }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {total > HOME_PAGE_SIZE ? <Pager param={id} page={page} pageCount={pageCount} capped={capped} label={title} anchor={id} /> : null}
      </div>
      {shown.length === 0 ? (
        <p className="panel text-sm text-slate-600 dark:text-slate-400">{m.ui_no_series_found()}</p>
      ) : (
        <SeriesCards series={shown} eager={priority ? 2 : 0} />
      )}
    </section>
  );
}
