// Intl formatters, made once per language and shape, and only when first used: building one costs
// far more than using it (the schedule labels 14 days a page), and the first one a browser builds
// loads its locale data (about 50 ms of main thread on a phone).
type Format = Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames;
const made = new Map<string, Format>();

function once<T extends Format>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** Whole numbers as the language writes them: `toLocaleString` would build a formatter on every call. */
export const formatCount = (locale: string, count: number) => numberFormat(locale, {}).format(count);

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  once(`names ${locale} ${JSON.stringify(options)}`, () => new Intl.DisplayNames(locale, options));
