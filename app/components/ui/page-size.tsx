import { Form } from "react-router";
import { m } from "~/paraglide/messages";

/** Rows per page: `?size=` when it is one of the sizes offered, else the page's own default. */
export const pageSizeFrom = (params: URLSearchParams, sizes: readonly number[], fallback: number) =>
  sizes.includes(Number(params.get("size"))) ? Number(params.get("size")) : fallback;

type PageSizeFormProps = {
  id: string;
  label: string;
  size: number;
  sizes: readonly number[];
  /** The other query values the list keeps when its size changes (filters, letter). */
  kept: readonly (readonly [string, string])[];
};

/** A GET form that picks rows per page: it sends itself on change with JavaScript (app/islands/auto-submit.ts), by its Show button without. */
export function PageSizeForm({ id, label, size, sizes, kept }: PageSizeFormProps) {
  return (
    <Form method="get" className="flex items-center gap-2 text-sm">
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>{label}</label>
      <select id={id} name="size" defaultValue={size} className="field w-20 py-1" data-island="auto-submit" data-island-on="change">
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-ghost py-1">
          {m.ui_page_size_show()}
        </button>
      </noscript>
    </Form>
  );
}
