import { Form, Link, useSearchParams } from "react-router";
import { holdsSeveral, rangeLabel, type EpisodeOrder, type EpisodeRange } from "~/domain/episodes/ranges";
import { m } from "~/paraglide/messages";

type RangeNavProps = { ranges: EpisodeRange[]; current: number; order: EpisodeOrder; anchor: string };

/**
 * Range tabs (1–50, 51–100, …), the order toggle and a jump-to-number box for a long episode
 * list: links and a GET form, so they work without JavaScript.
 */
export function EpisodeRangeNav({ ranges, current, order, anchor }: RangeNavProps) {
  const [params] = useSearchParams();
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("ep");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return `?${query}#${anchor}`;
  };
  const chip = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold tabular-nums ${active ? "bg-rose-600 text-white" : "ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800"}`;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      {ranges.length > 1 ? (
        <nav aria-label={m.episode_ranges()} className="flex max-w-full gap-1.5 overflow-x-auto p-0.5 pb-1">
          {ranges.map((range) => (
            <Link
              key={range.index}
              to={hrefWith({ range: String(range.index) })}
              preventScrollReset
              aria-current={range.index === current ? "true" : undefined}
              className={`shrink-0 ${chip(range.index === current)}`}
            >
              {rangeLabel(range)}
            </Link>
          ))}
        </nav>
      ) : null}
      {holdsSeveral(ranges) ? (
        <Link to={hrefWith({ order: order === "asc" ? "desc" : null, range: null })} preventScrollReset className={chip(false)}>
          {order === "asc" ? m.episode_order_newest() : m.episode_order_oldest()}
        </Link>
      ) : null}
      {ranges.length > 1 ? (
        <Form method="get" action={`#${anchor}`} preventScrollReset className="flex items-center gap-1.5">
          {order === "desc" ? <input type="hidden" name="order" value="desc" /> : null}
          <label htmlFor={`${anchor}-jump`} className="sr-only">
            {m.episode_jump_label()}
          </label>
          <input
            id={`${anchor}-jump`}
            name="ep"
            type="number"
            min={1}
            inputMode="numeric"
            placeholder={m.episode_jump_placeholder()}
            className="field w-24 py-1.5"
          />
          <button type="submit" className="btn-ghost px-3 py-1.5">
            {m.episode_jump_go()}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
