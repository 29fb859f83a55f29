import { Icon } from "~/components/ui/icons";
import { localized } from "~/lib/locale-paths";
import type { ThemeMode } from "~/lib/theme";
import { m } from "~/paraglide/messages";
import { ReturnHere } from "~/components/ui/return-here";

/**
 * Without JavaScript the button posts to /theme, which sets the cookie and comes back. With it the
 * theme-toggle island (app/islands/theme-toggle.ts) switches at once. The icon and the words follow
 * the page's class, so they are right whoever switched it.
 */
export function ThemeToggle({ theme }: { theme: ThemeMode }) {
  return (
    <form method="post" action={localized("/theme")} data-island="theme-toggle" data-island-on="submit">
      <input type="hidden" name="theme" value={theme === "dark" ? "light" : "dark"} />
      <ReturnHere />
      <button type="submit" className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800">
        <Icon name="sun" className="hidden dark:block" />
        <Icon name="moon" className="dark:hidden" />
        <span className="sr-only dark:hidden">{m.layout_theme_to_dark()}</span>
        <span className="sr-only hidden dark:inline">{m.layout_theme_to_light()}</span>
      </button>
    </form>
  );
}
