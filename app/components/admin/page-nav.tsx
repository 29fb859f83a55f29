import { Link, useSearchParams } from "react-router";
import { PageSizeForm, pageSizeFrom } from "~/components/ui/page-size";
import { m } from "~/paraglide/messages";

type PageNavProps = { page: number; hasNext: boolean; size: number; sizes: readonly number[] };

/** Rows per page and Prev/Next as GET links (Next is disabled on a short page). */
export function PageNav({ page, hasNext, size, sizes }: PageNavProps) {
  const [params] = useSearchParams();
  const at = (target: number) => {
    const next = new URLSearchParams(params);
    next.delete("notice");
    next.set("page", String(target + 1));
    return `?${next}`;
  };
  const kept = [...params.entries()].filter(([key]) => !["size", "page", "notice", "confirm"].includes(key));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <PageSizeForm id="page-size" label={m.admin_rows_per_page()} size={size} sizes={sizes} kept={kept} />
      <nav aria-label={m.admin_pages()} className="flex items-center gap-2">
        {page > 0 ? (
          <Link to={at(page - 1)} className="btn-ghost px-3 py-1.5">
            {m.ui_pager_prev()}
          </Link>
        ) : (
          <span className="btn-ghost px-3 py-1.5" aria-disabled="true">
            {m.ui_pager_prev()}
          </span>
        )}
        <span className="text-sm tabular-nums">{m.admin_page_n({ page: page + 1 })}</span>
        {hasNext ? (
          <Link to={at(page + 1)} className="btn-ghost px-3 py-1.5">
            {m.ui_pager_next()}
          </Link>
        ) : (
          <span className="btn-ghost px-3 py-1.5" aria-disabled="true">
            {m.ui_pager_next()}
          </span>
        )}
      </nav>
    </div>
  );
}

/** Page size and 0-based page from `?size=` and `?page=` (1-based). */
export function paging(params: URLSearchParams, sizes: readonly number[], fallback: number) {
  const size = pageSizeFrom(params, sizes, fallback);
  const page = Math.max(0, (Number.parseInt(params.get("page") ?? "1", 10) || 1) - 1);
  return { size, page, offset: page * size };
}
