import type { SeriesSuggestion } from "~/domain/series/suggestions.server";
import { variantSources, widthsFor } from "~/lib/image-variants";
import { m } from "~/paraglide/messages";
import { navigateTo } from "./navigate";
import { pageLanguage } from "./page-language";

const SUGGEST_DELAY_MS = 200;
const ID = "header-search";
const optionId = (index: number) => `${ID}-option-${index}`;
const OPTION = "flex cursor-pointer items-center gap-3 px-2 py-1.5 text-sm";
const ACTIVE = "bg-rose-600/10 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300";
const INACTIVE = "text-slate-800 dark:text-slate-200";

type Found = { query: string; items: SeriesSuggestion[] };

/** A suggestion's cover, as app/components/ui/picture.tsx draws a 32-px one. */
function cover(src: string) {
  const img = document.createElement("img");
  Object.assign(img, { src, alt: "", width: 32, height: 45, loading: "lazy", decoding: "async" });
  img.className = "h-[45px] w-8 shrink-0 rounded bg-slate-200 object-cover dark:bg-slate-800";
  const sources = variantSources(src, widthsFor(32, 32));
  if (!sources) return img;
  const picture = document.createElement("picture");
  picture.className = "contents [&>source]:hidden";
  const source = (format: "avif" | "webp") =>
    Object.assign(document.createElement("source"), { type: `image/${format}`, srcset: sources[format], sizes: "32px" });
  // replaceChildren, not append: the worker's types give Element an append of their own.
  picture.replaceChildren(source("avif"), source("webp"), img);
  return picture;
}

function option(item: SeriesSuggestion, index: number) {
  const li = document.createElement("li");
  li.id = optionId(index);
  li.setAttribute("role", "option");
  const title = document.createElement("span");
  title.className = "min-w-0 flex-1 truncate font-medium";
  title.textContent = item.title;
  const year = document.createElement("span");
  year.className = "shrink-0 text-xs text-slate-500 dark:text-slate-400";
  year.textContent = String(item.year);
  li.replaceChildren(cover(item.cover), title, ...(item.year ? [year] : []));
  return li;
}

/**
 * The header's series search (app/components/layout/header-search.tsx). Without JavaScript it is a
 * plain GET form to /list?q=. Focused with it, the field becomes an ARIA 1.2 combobox
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/) that lists matching series as the visitor
 * types; arrows pick one, Enter opens it, Enter with none picked searches /list as before.
 */
export default async function headerSearch(form: HTMLFormElement) {
  if (form.dataset.started) return;
  form.dataset.started = "true";
  await pageLanguage();
  const field = form.elements.namedItem("q") as HTMLInputElement;
  const listbox = form.querySelector<HTMLUListElement>('[role="listbox"]')!;
  const status = form.querySelector<HTMLElement>("[aria-live]")!;
  let found: Found | null = null;
  let open = false;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | null = null;

  const items = () => (found && found.query === field.value.trim() ? found.items : null);
  const expanded = () => open && !!items()?.length;

  function draw() {
    const shown = items();
    const isExpanded = expanded();
    field.setAttribute("aria-expanded", String(isExpanded));
    if (isExpanded && active >= 0) field.setAttribute("aria-activedescendant", optionId(active));
    else field.removeAttribute("aria-activedescendant");
    listbox.hidden = !isExpanded;
    listbox.querySelectorAll("li").forEach((li, index) => {
      li.setAttribute("aria-selected", String(index === active));
      li.className = `${OPTION} ${index === active ? ACTIVE : INACTIVE}`;
    });
    status.textContent =
      !open || !shown ? "" : shown.length === 0 ? m.layout_search_none() : m.layout_search_found({ count: shown.length });
  }

  function close() {
    open = false;
    active = -1;
    draw();
  }

  function choose(item: SeriesSuggestion) {
    close();
    field.value = "";
    field.blur();
    navigateTo(`/${item.slug}`);
  }

  // Suggestions for what was typed, asked for once typing pauses; newer text cancels an older ask.
  function ask() {
    clearTimeout(timer);
    asking?.abort();
    const query = field.value.trim();
    if (!query) {
      found = null;
      return;
    }
    const controller = new AbortController();
    asking = controller;
    timer = setTimeout(async () => {
      try {
        const response = await fetch(`${form.dataset.suggest}?${new URLSearchParams({ q: query })}`, { signal: controller.signal });
        if (!response.ok) return;
        const { items: answer } = (await response.json()) as { items: SeriesSuggestion[] };
        found = { query, items: answer };
        listbox.replaceChildren(...answer.map(option));
        draw();
      } catch {
        // aborted by newer text, or offline: the plain form still searches
      }
    }, SUGGEST_DELAY_MS);
  }

  function onInput() {
    open = true;
    active = -1;
    ask();
    draw();
  }

  function onKeyDown(event: KeyboardEvent) {
    const shown = items();
    const last = (shown?.length ?? 0) - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!shown || last < 0) return;
      event.preventDefault();
      const wasExpanded = expanded();
      open = true;
      if (event.key === "ArrowDown") active = !wasExpanded || active >= last ? 0 : active + 1;
      else active = !wasExpanded || active <= 0 ? last : active - 1;
      draw();
    } else if (event.key === "Enter" && expanded() && active >= 0) {
      event.preventDefault();
      choose(shown![active]!);
    } else if (event.key === "Escape") {
      // The first Escape closes the list, the next clears the field (as the APG example does).
      event.preventDefault();
      if (expanded()) close();
      else {
        field.value = "";
        onInput();
      }
    }
  }

  const optionIndex = (event: Event) => {
    const li = (event.target as Element).closest("li");
    return li ? [...listbox.children].indexOf(li) : -1;
  };

  Object.assign(field, { autocomplete: "off" });
  field.setAttribute("role", "combobox");
  field.setAttribute("aria-autocomplete", "list");
  field.setAttribute("aria-controls", listbox.id);
  field.addEventListener("input", onInput);
  field.addEventListener("keydown", onKeyDown);
  field.addEventListener("blur", close);
  form.addEventListener("submit", close);
  // Keeps focus in the field, so a click picks the option before blur closes the list.
  listbox.addEventListener("mousedown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const index = optionIndex(event);
    const item = items()?.[index];
    if (item) choose(item);
  });
  listbox.addEventListener("mousemove", (event) => {
    const index = optionIndex(event);
    if (index >= 0 && index !== active) {
      active = index;
      draw();
    }
  });
  // What was typed before the island arrived.
  if (field.value.trim()) onInput();
  else draw();
}
