import type { MetaFunction } from "react-router";
import { pageTitle } from "~/lib/site-name";
import { m } from "~/paraglide/messages";

// The episodes saved on this device (docs/decisions/066-saved-for-offline.md). The server cannot
// know them: it draws the frame, and the `saved-episodes` island lists what the browser holds. The
// service worker keeps a copy of this page in each language, so it opens without a connection.
export const meta: MetaFunction = () => [{ title: pageTitle(m.downloads_title()) }, { name: "robots", content: "noindex" }];

// Nothing of a viewer's is drawn by the server, signed in or not: islands only (decision 052).
export const handle = { hydrate: false, signedIn: "islands" };

export default function DownloadsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{m.downloads_title()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.downloads_intro()}</p>
      <noscript>
        <p className="alert-info mt-4">{m.downloads_needs_script()}</p>
      </noscript>
      <section data-island="saved-episodes" data-island-on="now click" aria-label={m.downloads_title()} className="mt-6">
        <p data-part="space" className="text-sm text-slate-600 dark:text-slate-400" hidden />
        <p data-part="empty" className="panel mt-4 p-6 text-center text-slate-600 dark:text-slate-400" hidden>
          {m.downloads_empty()}
        </p>
        <ul data-part="list" className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" />
        <template>
          <li className="flex items-center gap-3 py-3">
            {/* The island writes each row's own address over this one. */}
            <a href="/" data-part="link" className="min-w-0 flex-1 hover:text-rose-600 dark:hover:text-rose-400">
              <bdi data-part="series" className="block truncate font-semibold" />
              <span data-part="episode" className="block truncate text-sm text-slate-600 dark:text-slate-400" />
            </a>
            <span data-part="size" className="shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400" />
            <button type="button" data-action="remove" className="btn-ghost shrink-0 px-3 py-1.5">
              {m.downloads_remove()}
            </button>
          </li>
        </template>
      </section>
    </main>
  );
}
