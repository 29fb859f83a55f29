import { Link } from "react-router";
import { m } from "~/paraglide/messages";

export function NotFound({ message = m.ui_not_found_title() }: { message?: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-black text-rose-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{message}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.ui_not_found_text()}</p>
      <Link to="/" className="btn-primary mt-8">
        {m.layout_error_home()}
      </Link>
    </main>
  );
}
