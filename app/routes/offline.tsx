import type { MetaFunction } from "react-router";
import { pageTitle } from "~/lib/site-name";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

// What the service worker (app/service-worker/sw.ts) answers without a connection for a page this device has
// not opened, in that page's language (docs/decisions/063-installable-app.md). It keeps a copy of
// each language's, fetched signed out, so it holds nothing of anyone's.
export const meta: MetaFunction = () => [{ title: pageTitle(m.offline_title()) }, { name: "robots", content: "noindex" }];

// Text and two links: no app in the browser (docs/decisions/052-hydration.md).
export const handle = { hydrate: false };

export default function OfflinePage() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{m.offline_title()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.offline_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* biome-ignore lint/a11y/useValidAnchor: an empty address is the page's own (the one the viewer asked for, which the service worker answered with this page), so it works without JavaScript */}
        <a href="" className="btn-primary">
          {m.offline_retry()}
        </a>
        <a href={localized("/")} className="btn-ghost">
          {m.layout_error_home()}
        </a>
        {/* The episodes saved on this device play without a connection. */}
        <a href={localized("/downloads")} className="btn-ghost">
          {m.downloads_title()}
        </a>
      </div>
    </main>
  );
}
