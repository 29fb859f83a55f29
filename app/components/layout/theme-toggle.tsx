import { Form } from "react-router";
import { useState, type FormEvent } from "react";
import { Icon } from "~/components/ui/icons";
import { themeCookie, type ThemeMode } from "~/lib/theme";
import { m } from "~/paraglide/messages";
import { ReturnHere } from "~/components/ui/return-here";

/**
 * Without JavaScript the button posts to /theme, which sets the cookie and comes back.
 * With JavaScript it switches at once and stores `themeMode` in localStorage and the cookie.
 */
export function ThemeToggle({ theme }: { theme: ThemeMode }) {
  const [current, setCurrent] = useState(theme);
  const next: ThemeMode = current === "dark" ? "light" : "dark";

  function switchNow(event: FormEvent) {
    event.preventDefault();
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(next);
    root.style.colorScheme = next;
    localStorage.setItem("themeMode", next);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; this cookie only mirrors the theme
    document.cookie = themeCookie(next);
    setCurrent(next);
  }

  const switchLabel = next === "dark" ? m.layout_theme_to_dark() : m.layout_theme_to_light();
  return (
    <Form method="post" action="/theme" onSubmit={switchNow}>
      <input type="hidden" name="theme" value={next} />
      <ReturnHere />
      <button
        type="submit"
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        aria-label={switchLabel}
        title={switchLabel}
      >
        <Icon name={current === "dark" ? "sun" : "moon"} />
      </button>
    </Form>
  );
}
