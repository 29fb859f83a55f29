import { Picture } from "~/components/ui/picture";
import { Form, useNavigate } from "react-router";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "~/components/ui/icons";
import { useDebouncedJson } from "~/hooks/use-debounced-json";
import type { SeriesSuggestion } from "~/domain/series/suggestions.server";
import { m } from "~/paraglide/messages";

const SUGGEST_DELAY_MS = 200;
const ID = "header-search";
const optionId = (index: number) => `${ID}-option-${index}`;

type Found = { query: string; items: SeriesSuggestion[] };

/** Suggestions for what was typed, asked for once typing pauses. */
function useSuggestions(text: string) {
  const [found, setFound] = useState<Found | null>(null);
  const query = text.trim();
  useDebouncedJson<{ items: SeriesSuggestion[] }>(
    query ? `/api/series/suggest?${new URLSearchParams({ q: query })}` : null,
    ({ items }) => setFound({ query, items }),
    SUGGEST_DELAY_MS,
  );
  useEffect(() => {
    if (!query) setFound(null);
  }, [query]);
  return found;
}

/**
 * The header's series search. Without JavaScript it is a plain GET form to /list?q=. With it, the
 * field is an ARIA 1.2 combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/) that lists
 * matching series as the visitor types; arrows pick one, Enter opens it, Enter with none picked
 * searches /list as before.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  const found = useSuggestions(text);
  useEffect(() => setEnhanced(true), []);

  const items = found && found.query === text.trim() ? found.items : null;
  const expanded = enhanced && open && !!items?.length;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: SeriesSuggestion) => {
    close();
    setText("");
    field.current?.blur();
    navigate(`/${item.slug}`);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = (items?.length ?? 0) - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items || last < 0) return;
      event.preventDefault();
      setOpen(true);
      if (event.key === "ArrowDown") setActive(!expanded || active >= last ? 0 : active + 1);
      else setActive(!expanded || active <= 0 ? last : active - 1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(items![active]!);
    } else if (event.key === "Escape") {
      // The first Escape closes the list, the next clears the field (as the APG example does).
      event.preventDefault();
      if (expanded) close();
      else setText("");
    }
  }

  const status = !open || !items ? "" : items.length === 0 ? m.layout_search_none() : m.layout_search_found({ count: items.length });

  return (
    <Form
      method="get"
      action="/list"
      role="search"
      aria-label={m.layout_search_site()}
      onSubmit={close}
      className="relative order-last basis-full sm:order-none sm:flex-1 lg:w-52 lg:flex-none xl:w-72"
    >
      <label htmlFor={ID} className="sr-only">
        {m.layout_search_label()}
      </label>
      <Icon name="search" className="pointer-events-none absolute start-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        ref={field}
        id={ID}
        name="q"
        type="search"
        maxLength={100}
        placeholder={m.layout_search_placeholder()}
        className="block w-full rounded-lg border border-slate-300 bg-white py-1.5 ps-8 pe-3 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        {...(enhanced
          ? {
              role: "combobox",
              autoComplete: "off",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": `${ID}-listbox`,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
      />
      <ul
        id={`${ID}-listbox`}
        role="listbox"
        aria-label={m.layout_search_suggested()}
        hidden={!expanded}
        // Keeps focus in the field, so a click picks the option before blur closes the list.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 lg:start-auto lg:w-80 dark:bg-slate-900 dark:ring-slate-700"
      >
        {items?.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(item)}
            onMouseMove={() => index !== active && setActive(index)}
            className={`flex cursor-pointer items-center gap-3 px-2 py-1.5 text-sm ${index === active ? "bg-rose-600/10 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300" : "text-slate-800 dark:text-slate-200"}`}
          >
            <Picture
              src={item.cover}
              alt=""
              width={32}
              height={45}
              className="h-[45px] w-8 shrink-0 rounded bg-slate-200 object-cover dark:bg-slate-800"
            />
            <span className="min-w-0 flex-1 truncate font-medium">{item.title}</span>
            {item.year ? <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{item.year}</span> : null}
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="sr-only">
        {status}
      </div>
    </Form>
  );
}
