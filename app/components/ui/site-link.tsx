import type { ComponentProps } from "react";
import { navigateTo, siteHref } from "~/islands/navigate";
import { isPlainClick } from "~/lib/browser/plain-click";

/**
 * A link within the site for what an island draws as well as the app (the episode's player,
 * decision 052): a plain anchor, whose plain click opens the page inside the app where the app runs
 * (navigateTo) and loads it whole where it does not, as without JavaScript. `to` is a site path
 * without the language prefix, or a query of this page (`?server=2#player`).
 */
export function SiteLink({ to, replace, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string; replace?: boolean }) {
  return (
    <a
      {...props}
      href={siteHref(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigateTo(to, { replace });
      }}
    />
  );
}
