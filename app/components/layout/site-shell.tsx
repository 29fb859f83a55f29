import type { ReactNode } from "react";
import type { AboutContact } from "~/domain/settings/queries.server";
import type { ThemeMode } from "~/lib/theme";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { m } from "~/paraglide/messages";
import { LanguageOffer } from "./language-links";

type ShellProps = {
  site: AboutContact;
  viewer: { id: number; username: string; avatar: string | null; unread: number } | null;
  theme: ThemeMode;
  children: ReactNode;
};

/** Header, announcement banner, page, footer: the frame of every public page. */
export function SiteShell({ site, viewer, theme, children }: ShellProps) {
  return (
    <>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {m.layout_skip_to_content()}
      </a>
      <SiteHeader logo={site.header_logo || "/logo1.gif"} viewer={viewer} theme={theme} />
      <LanguageOffer />
      {site.announcement ? (
        <div className="mx-auto mt-3 max-w-7xl px-4">
          {/* The paragraph keeps the page's direction (an English notice lines up with an Arabic page), the bdi the text's own. */}
          <p role="status" className="alert-info">
            <bdi>{site.announcement}</bdi>
          </p>
        </div>
      ) : null}
      <div id="content">{children}</div>
      <SiteFooter logo={site.footer_logo || "/logo1.gif"} about={site.about} contact={site.contact} />
      <ScrollToTop />
    </>
  );
}
