import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

/** Hidden until the page is scrolled down, which the scroll-to-top island (app/islands/scroll-to-top.ts) watches. */
export function ScrollToTop() {
  return (
    <button
      type="button"
      hidden
      data-island="scroll-to-top"
      data-island-on="scroll"
      className="fixed bottom-6 end-6 z-40 rounded-full bg-rose-600 p-3 text-white shadow-lg hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
      aria-label={m.layout_scroll_to_top()}
    >
      <Icon name="up" />
    </button>
  );
}
