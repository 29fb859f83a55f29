import { SITE_NAME } from "~/lib/site-name";
import { Link } from "react-router";
import { truncate } from "~/lib/display";
import { missingSiteText } from "~/lib/vocabulary/site-texts";
import { infoLinks } from "./site-header";
import { m } from "~/paraglide/messages";
import { Icon } from "~/components/ui/icons";
import { LanguageMenu, TitleLanguageForm, TvModeForm } from "./language-links";

type FooterTextProps = { id: string; heading: string; text: string; to: string; more: string };

/** One of the admins' texts, cut short, with a link to its page. */
function FooterText({ id, heading, text, to, more }: FooterTextProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {heading}
      </h2>
      {/* In the page's direction, the text in its own: an English text lines up with an Arabic page. */}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <bdi>{truncate(text)}</bdi>
      </p>
      <Link to={to} className="link mt-2 inline-block text-sm">
        {more}
      </Link>
    </section>
  );
}

type FooterProps = { logo: string; about: string; contact: string };

export function SiteFooter({ logo, about, contact }: FooterProps) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <img src={logo} alt={SITE_NAME} width={260} height={48} loading="lazy" className="h-9 w-auto" />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{m.layout_footer_tagline()}</p>
        </div>
        <FooterText
          id="footer-about"
          heading={m.layout_footer_about()}
          text={about || missingSiteText.about}
          to="/about"
          more={m.layout_footer_about_more()}
        />
        <FooterText
          id="footer-contact"
          heading={m.layout_footer_contact()}
          text={contact || missingSiteText.contact}
          to="/contact"
          more={m.layout_footer_contact_more()}
        />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4 text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400">
          <LanguageMenu />
          <TitleLanguageForm />
          <TvModeForm />
          <Link to="/downloads" className="link inline-flex items-center gap-1 text-sm">
            <Icon name="download" width={16} height={16} /> {m.downloads_title()}
          </Link>
        </div>
        {/* pb-20: room below the last line for the scroll-to-top button (fixed, bottom-6, 44px high). */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4 pb-20 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400">
          <p>{m.layout_footer_rights({ year: new Date().getFullYear(), site: SITE_NAME })}</p>
          <nav aria-label={m.layout_nav_legal()} className="flex flex-wrap gap-x-4 gap-y-1">
            {infoLinks.map((link) => (
              <Link key={link.to} to={link.to} className="hover:text-rose-500">
                {link.label()}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
