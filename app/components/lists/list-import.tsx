import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { readReply } from "~/components/forms/reply";
import type { ListImportView } from "~/domain/lists/responses";
import { localized } from "~/lib/locale-paths";
import { m } from "~/paraglide/messages";

/** What the page's action answers besides a refusal: a preview's counts with the text to confirm, or what was written. */
export type ListImportReply = { preview: { result: ListImportView; payload: string } | null; imported: ListImportView | null };

/** The counts an import preview or write answered, in words. */
const countsText = (result: ListImportView) =>
  m.mylist_import_counts({
    matched: result.matched,
    added: result.added,
    updated: result.updated,
    unchanged: result.unchanged,
    notFound: result.not_found,
  });

function NotFound({ entries }: { entries: ListImportView["not_found_entries"] }) {
  if (entries.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">{m.mylist_import_not_found({ count: entries.length })}</summary>
      <ul className="mt-2 max-h-64 list-disc space-y-0.5 overflow-y-auto ps-5">
        {entries.map((entry) => (
          <li key={entry.mal_id}>
            {m.mylist_import_not_found_entry({ title: entry.title || m.mylist_import_untitled(), id: entry.mal_id })}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Bringing a MyAnimeList export in: choose the file (XML, or MyAnimeList's .xml.gz), see what it
 * would change, then confirm. The confirm sends the file's text back, read again before writing.
 */
export function ListImport({ reply }: { reply: (Partial<ListImportReply> & Partial<SubmissionResult<string[]>>) | undefined }) {
  const { preview, imported } = reply ?? {};
  const { firstError } = readReply(reply);
  const writes = preview ? preview.result.added + preview.result.updated : 0;
  return (
    <section id="import" aria-labelledby="import-title" className="panel mt-6 space-y-3">
      <h2 id="import-title" className="text-lg font-bold">
        {m.mylist_import_heading()}
      </h2>
      {firstError ? (
        <p role="alert" className="alert-error">
          {firstError}
        </p>
      ) : null}
      {imported ? (
        <div role="status" className="alert-success space-y-2">
          <p data-testid="list-import-counts">{m.mylist_import_imported({ counts: countsText(imported) })}</p>
          <NotFound entries={imported.not_found_entries} />
        </div>
      ) : null}
      {preview ? (
        <div className="space-y-2">
          <p data-testid="list-import-counts">{m.mylist_import_preview_counts({ counts: countsText(preview.result) })}</p>
          <NotFound entries={preview.result.not_found_entries} />
          <Form method="post" action="/my-list#import" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="payload" value={preview.payload} />
            <button type="submit" className="btn-primary" disabled={writes === 0}>
              {m.mylist_import_confirm({ count: writes })}
            </button>
            <Link to="/my-list#import" className="btn-ghost">
              {m.mylist_import_cancel()}
            </Link>
          </Form>
        </div>
      ) : (
        <Form method="post" action="/my-list#import" encType="multipart/form-data" className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{m.mylist_import_intro()}</p>
          <label className="block space-y-1">
            <span className="label">{m.mylist_import_file()}</span>
            <input name="file" type="file" required accept=".xml,.gz,application/xml,text/xml,application/gzip" className="field" />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="import-preview" className="btn-primary">
              {m.mylist_import_preview()}
            </button>
            {/* A file download, not a page: a plain link the router leaves to the browser. */}
            <a href={localized("/my-list/export.xml")} download className="link text-sm">
              {m.mylist_export_link()}
            </a>
          </div>
        </Form>
      )}
    </section>
  );
}
