import type { ReactNode } from "react";

export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="panel p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
      {footer ? <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</p> : null}
    </main>
  );
}
