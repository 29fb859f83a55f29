// Which translation tables the site serves (app/i18n/message-tables.ts): their addresses come
// from the build (the `translations` plugin in scripts/translation-plugins.ts), named by their
// content.
import tableFiles from "virtual:translations";
import { loadTable, type TableFetcher } from "./message-tables";

/** Loads `locale`'s messages (none for English), the admin area's too when `admin`, before anything is written in it. */
export async function loadTranslations(locale: string, admin: boolean, fetchTable: TableFetcher = (path) => fetch(path)) {
  const files = tableFiles[locale];
  if (!files) return;
  await Promise.all([files.public, ...(admin && files.admin ? [files.admin] : [])].map((path) => loadTable(locale, path, fetchTable)));
}
