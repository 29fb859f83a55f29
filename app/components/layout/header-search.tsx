import { Form } from "react-router";
import { Icon } from "~/components/ui/icons";
import { m } from "~/paraglide/messages";

const ID = "header-search";

/**
 * The header's series search: a plain GET form to /list?q=, which the header-search island
 * (app/islands/header-search.ts) makes a combobox of suggestions once the field is focused. A
 * signed-in viewer's come from /list/suggest, which leaves out what they hide (decision 062).
 */
export function HeaderSearch({ signedIn }: { signedIn: boolean }) {
  return (
    <Form
      method="get"
      action="/list"
      role="search"
      aria-label={m.layout_search_site()}
      data-suggest={signedIn ? "/list/suggest" : "/api/series/suggest"}
      data-island="header-search"
      data-island-on="focusin"
      className="relative order-last basis-full sm:order-none sm:flex-1 lg:w-52 lg:flex-none xl:w-72"
    >
      <label htmlFor={ID} className="sr-only">
        {m.layout_search_label()}
      </label>
      <Icon name="search" className="pointer-events-none absolute start-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={ID}
        name="q"
        type="search"
        maxLength={100}
        placeholder={m.layout_search_placeholder()}
        className="block w-full rounded-lg border border-slate-300 bg-white py-1.5 ps-8 pe-3 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <ul
        id={`${ID}-listbox`}
        role="listbox"
        aria-label={m.layout_search_suggested()}
        hidden
        className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 lg:start-auto lg:w-80 dark:bg-slate-900 dark:ring-slate-700"
      />
      <div aria-live="polite" className="sr-only" />
    </Form>
  );
}
