import { PrefetchPageLinks, useNavigate } from "react-router";
import { useState, type ComponentProps, type MouseEvent, type SyntheticEvent } from "react";
import { localeOfPath } from "~/lib/locale-paths";
import { isPlainClick } from "~/lib/browser/plain-click";

const sameSiteAnchor = (event: SyntheticEvent<HTMLElement>) => {
  const anchor = (event.target as Element).closest("a");
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  return anchor.target || anchor.hasAttribute("download") || anchor.origin !== window.location.origin ? null : anchor;
};

/** The link's path within the site, as navigate() takes it: the router adds the language prefix back. */
const pathOf = (anchor: HTMLAnchorElement) => `${localeOfPath(anchor.pathname).path}${anchor.search}${anchor.hash}`;

/**
 * A list of plain `<a>` links that navigates like `<Link prefetch="intent">`: one click handler
 * and one prefetch for the whole list. A range holds a hundred episode cards and a browse page 24
 * series cards; a `<Link>` per card costs the server router work on every render, a plain anchor
 * costs nothing and works the same without JavaScript. Clicks the browser should handle itself
 * (modifier keys, new tabs, downloads, other sites) are left to it.
 */
export function LinkList({ children, ...props }: ComponentProps<"ul">) {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (!isPlainClick(event)) return;
    const anchor = sameSiteAnchor(event);
    if (!anchor) return;
    event.preventDefault();
    navigate(pathOf(anchor));
  };
  const onIntent = (event: SyntheticEvent<HTMLUListElement>) => {
    const anchor = sameSiteAnchor(event);
    if (anchor) setIntended(pathOf(anchor));
  };
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are on the links inside, which the keyboard reaches; this only watches them */}
      <ul {...props} onClick={onClick} onMouseOver={onIntent} onFocus={onIntent}>
        {children}
      </ul>
      {intended ? <PrefetchPageLinks page={intended} /> : null}
    </>
  );
}
