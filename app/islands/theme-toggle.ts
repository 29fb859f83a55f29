import { THEME_COLORS, themeCookie, type ThemeMode } from "~/lib/theme";

/**
 * The theme toggle's form (app/components/layout/theme-toggle.tsx) switches at once and stores
 * `themeMode` in localStorage and the cookie; the button's icon and words follow the page's class.
 */
export default function switchTheme(form: HTMLFormElement) {
  const root = document.documentElement;
  const next: ThemeMode = root.classList.contains("dark") ? "light" : "dark";
  root.classList.remove("light", "dark");
  root.classList.add(next);
  root.style.colorScheme = next;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[next]);
  localStorage.setItem("themeMode", next);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; this cookie only mirrors the theme
  document.cookie = themeCookie(next);
  const field = form.elements.namedItem("theme");
  if (field instanceof HTMLInputElement) field.value = next === "dark" ? "light" : "dark";
}
