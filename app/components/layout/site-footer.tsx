import { Link } from "react-router";
import { truncate } from "~/lib/display";
import { infoLinks } from "./site-header";

type FooterProps = { logo: string; about: string; contact: string };

export function SiteFooter({ logo, about, contact }: FooterProps) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <img src={logo} alt="AnimeStream" width={260} height={48} loading="lazy" className="h-9 w-auto" />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">The latest anime and donghua in HD, ad-free.</p>
        </div>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold">
            About
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{truncate(about || "About information not available.")}</p>
          <Link to="/about" className="link mt-2 inline-block text-sm">
            Read More About Us
          </Link>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            Contact
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{truncate(contact || "Contact information not available.")}</p>
          <Link to="/contact" className="link mt-2 inline-block text-sm">
            Read More Contact Info
          </Link>
        </section>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400">
          <p>© {new Date().getFullYear()} AnimeStream. All rights reserved.</p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1">
            {infoLinks.map((link) => (
              <Link key={link.to} to={link.to} className="hover:text-rose-500">
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
