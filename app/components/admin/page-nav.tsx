import { Form, Link, useSearchParams } from "react-router";

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
      <Form method="get" className="flex items-center gap-2 text-sm">
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor="page-size">Rows per page</label>
        <select
          id="page-size"
          name="size"
          defaultValue={size}
          className="field w-20 py-1"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn-ghost py-1">
            Show
          </button>
        </noscript>
      </Form>
      <nav aria-label="Pages" className="flex items-center gap-2">
        {page > 0 ? (
          <Link to={at(page - 1)} className="btn-ghost px-3 py-1.5">
            Prev
          </Link>
        ) : (
          <span className="btn-ghost px-3 py-1.5" aria-disabled="true">
            Prev
          </span>
        )}
        <span className="text-sm tabular-nums">Page {page + 1}</span>
        {hasNext ? (
          <Link to={at(page + 1)} className="btn-ghost px-3 py-1.5">
            Next
          </Link>
        ) : (
          <span className="btn-ghost px-3 py-1.5" aria-disabled="true">
            Next
          </span>
        )}
      </nav>
    </div>
  );
}

/** Page size and 0-based page from `?size=` and `?page=` (1-based). */
export function paging(params: URLSearchParams, sizes: readonly number[], fallback: number) {
  const size = sizes.includes(Number(params.get("size"))) ? Number(params.get("size")) : fallback;
  const page = Math.max(0, (Number.parseInt(params.get("page") ?? "1", 10) || 1) - 1);
  return { size, page, offset: page * size };
}
