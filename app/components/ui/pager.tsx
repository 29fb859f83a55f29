import { Link, useSearchParams } from "react-router";
import { Icon } from "./icons";
import { m } from "~/paraglide/messages";

/** `capped`: there are pages past `pageCount` that were not counted (a list counts ten pages ahead). */
type PagerProps = { param: string; page: number; pageCount: number; capped?: boolean; label: string; anchor?: string };

/** Prev / Next links with `n / total`: links without JavaScript, client navigation with it. */
export function Pager({ param, page, pageCount, capped = false, label, anchor }: PagerProps) {
  const [params] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 0) next.delete(param);
    else next.set(param, String(target + 1));
    const query = next.toString();
    return `?${query}${anchor ? `#${anchor}` : ""}`;
  };
  const button = "btn-ghost px-3 py-1.5";
  return (
    <nav aria-label={m.ui_pager_nav({ label })} className="flex items-center gap-2">
      {page > 0 ? (
        <Link to={hrefFor(page - 1)} rel="prev" preventScrollReset replace className={button} aria-label={m.ui_pager_prev_of({ label })}>
          <Icon name="previous" width={16} height={16} />
          {` ${m.ui_pager_prev()}`}
        </Link>
      ) : (
        <span className={button} aria-disabled="true">
          <Icon name="previous" width={16} height={16} />
          {` ${m.ui_pager_prev()}`}
        </span>
      )}
      <span className="min-w-12 text-center text-sm tabular-nums text-slate-600 dark:text-slate-400">
        {page + 1} / {pageCount}
        {capped ? "+" : ""}
      </span>
      {page < pageCount - 1 ? (
        <Link to={hrefFor(page + 1)} rel="next" preventScrollReset replace className={button} aria-label={m.ui_pager_next_of({ label })}>
          {`${m.ui_pager_next()} `}
          <Icon name="next" width={16} height={16} />
        </Link>
      ) : (
        <span className={button} aria-disabled="true">
          {`${m.ui_pager_next()} `}
          <Icon name="next" width={16} height={16} />
        </span>
      )}
    </nav>
  );
}

/** The page (0-based) a `?param=n` (1-based) asks for, kept within range. */
export function pageFrom(params: URLSearchParams, param: string, pageCount: number): number {
  const asked = Number(params.get(param) ?? 1);
  if (!Number.isInteger(asked) || asked < 1) return 0;
  return Math.min(asked, Math.max(pageCount, 1)) - 1;
}

/** `<link rel="prev|next">` for a paged list's head, so crawlers and readers can follow the pages. */
export function pageLinkTags(location: { pathname: string; search: string }, param: string, page: number, pageCount: number) {
  const at = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 0) params.delete(param);
    else params.set(param, String(target + 1));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return [
    ...(page > 0 ? [{ tagName: "link", rel: "prev", href: at(page - 1) }] : []),
    ...(page < pageCount - 1 ? [{ tagName: "link", rel: "next", href: at(page + 1) }] : []),
  ];
}
