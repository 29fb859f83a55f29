import { useLocation } from "react-router";
import type { ReactNode } from "react";

export function Screen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Sends the page's own address, so the write comes back here with its notice. */
export function RedirectHere() {
  const location = useLocation();
  // A form that can also be sent as a GET (Find) must not nest the old redirect in the new one.
  const params = new URLSearchParams(location.search);
  params.delete("redirectTo");
  const query = params.toString();
  return <input type="hidden" name="redirectTo" value={location.pathname + (query ? `?${query}` : "")} />;
}

const tableClass =
  "w-full min-w-[640px] text-start text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:whitespace-nowrap dark:[&_td]:border-slate-800";

/** A list screen's table: the header row, an empty-state row when `empty` is given, the rows. */
/** A table row's last cell: its buttons and links, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className="flex flex-wrap gap-2">{children}</div>
    </td>
  );
}

export function AdminTable({ headers, empty, children }: { headers: string[]; empty?: string | null; children: ReactNode }) {
  return (
    <div className="panel overflow-x-auto p-0">
      <table className={tableClass}>
        <thead>
          <tr>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of headers; a header may repeat
              <th key={index}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={headers.length}>{empty}</td>
            </tr>
          ) : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}
