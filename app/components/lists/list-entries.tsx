import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ListEntryView } from "~/domain/lists/responses";
import { seriesTitle } from "~/lib/display";
import { m } from "~/paraglide/messages";
import { ListEntryForm } from "./list-entry-form";

/** One status tab of My List: each series with its entry's controls. */
export function ListEntries({ items, label }: { items: ListEntryView[]; label: string }) {
  if (items.length === 0) return <p className="panel text-slate-600 dark:text-slate-400">{m.mylist_entries_empty({ status: label })}</p>;
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.series.id} className="panel flex gap-4">
          <Picture src={item.series.cover} alt="" width={64} height={90} className="h-[90px] w-16 shrink-0 rounded-lg object-cover" />
          <div className="min-w-0 flex-1 space-y-2">
            <Link to={`/${item.series.slug}`} className="line-clamp-2 text-lg font-semibold leading-snug hover:text-rose-600">
              {seriesTitle(item.series.title, m.common_untitled_series())}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {item.series.episodes
                ? m.mylist_entry_progress_of({ progress: item.progress, total: item.series.episodes })
                : m.mylist_entry_progress({ progress: item.progress })}
              {item.score ? ` · ${m.mylist_entry_scored({ score: item.score })}` : ""}
            </p>
            <ListEntryForm seriesId={item.series.id} entry={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
