import { useLocation } from "@remix-run/react";
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
  return <input type="hidden" name="redirectTo" value={location.pathname + location.search} />;
}

export const tableClass = "w-full min-w-[640px] text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold dark:[&_td]:border-slate-800";
