import type { ReactNode } from "react";

/**
 * A title the site did not write, on one line cut short with an ellipsis. The outer box keeps the
 * page's direction, so the title lines up with the page (on the right of an Arabic page); the bdi
 * takes the title's own, so an English title is cut, and ends in "…", on its own end. One full-width
 * bdi would do neither: it lines itself up by its own direction, and a cut on the page's side.
 */
export function OneLineTitle({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <span className={`flex min-w-0 ${className}`}>
      <bdi className="truncate">{children}</bdi>
    </span>
  );
}
