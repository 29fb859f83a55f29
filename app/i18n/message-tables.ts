// Every language but English as data (decisions 048 and 069): one JSON table a language, the admin
// area's half apart, made from messages/{locale}.json by scripts/compile-messages.ts and served
// with the site's static files. The browser and the worker each load the table of the language
// they write in, once, and every message keeps its English compiled in. Both read a table here,
// the same way, so a page hydrates to the very text its server wrote. Which files there are is
// app/i18n/translations.ts's to say.
import { getLocale } from "~/paraglide/runtime";

/**
 * A message that counts: its inputs and locals (an input's plural category, or the input as a
 * number written in the language), and its text by one local's value (what
 * scripts/compile-messages.ts lets through).
 */
type CountedEntry = [{ declarations: string[]; selectors: [string]; match: Record<string, string> }];
type Table = Record<string, string | CountedEntry>;
type Inputs = Record<string, unknown> | undefined;

const tables = new Map<string, Table>();
const loading = new Map<string, Promise<void>>();

const filled = (text: string, values: Inputs) => text.replace(/\{(\w+)\}/g, (_, name: string) => `${values?.[name]}`);

/** A local's value as Paraglide's registry makes it: `plural` is the category, `number` the formatted number. */
const local = (locale: string, kind: string, input: unknown) =>
  kind === "plural" ? new Intl.PluralRules(locale).select(Number(input)) : new Intl.NumberFormat(locale).format(Number(input));

/** A table's entry as text: its words with the inputs in, a counted one's variant by its selector's value. */
function formatted(locale: string, key: string, entry: string | CountedEntry, inputs: Inputs) {
  if (typeof entry === "string") return filled(entry, inputs);
  const [{ declarations, selectors, match }] = entry;
  const values: Record<string, unknown> = { ...inputs };
  for (const [, name, input, kind] of declarations.map((line) => /^local (\w+) = (\w+): (plural|number)$/.exec(line) ?? []))
    if (name) values[name] = local(locale, kind!, inputs?.[input!]);
  const text = match[`${selectors[0]}=${values[selectors[0]]}`];
  // As Paraglide's compiled messages do: a category the language's table lacks shows the key.
  return text === undefined ? key : filled(text, values);
}

/** A message as the site calls it: its text in the loaded table of the language asked for, else `english`. */
export const message =
  (key: string, english: (inputs: Inputs) => string) =>
  (inputs?: Inputs, options: { locale?: string } = {}): string => {
    const locale = options.locale ?? getLocale();
    const entry = tables.get(locale)?.[key];
    return entry === undefined ? english(inputs) : formatted(locale, key, entry, inputs);
  };

/** Fetches a table by its path on the site: the browser with fetch, the worker from its static files. */
export type TableFetcher = (path: string) => Promise<Response>;

/** Loads one table file into its language's messages, once; a failed load is tried again next time. */
export function loadTable(locale: string, path: string, fetchTable: TableFetcher) {
  let loaded = loading.get(path);
  if (!loaded) {
    loaded = (async () => {
      const response = await fetchTable(path);
      if (!response.ok) throw new Error(`translations: ${path} answered ${response.status}`);
      const table = (await response.json()) as Table;
      // Merged once the file is read: the language's other table may have come in meanwhile.
      tables.set(locale, { ...tables.get(locale), ...table });
    })();
    loading.set(path, loaded);
    loaded.catch(() => loading.delete(path));
  }
  return loaded;
}
