import { numberFormat } from "./intl-formats";

const UNITS = [
  ["gigabyte", 1e9],
  ["megabyte", 1e6],
  ["kilobyte", 1e3],
  ["byte", 1],
] as const;

/** A size as the language writes it, in the largest unit it reaches ("3.2 MB", "3,2 МБ"; decimal units, as browsers and phones show space). */
export function byteSize(locale: string, bytes: number): string {
  const [unit, size] = UNITS.find(([, size]) => bytes >= size) ?? UNITS[3];
  return numberFormat(locale, { style: "unit", unit, maximumFractionDigits: size >= 1e6 ? 1 : 0 }).format(bytes / size);
}
