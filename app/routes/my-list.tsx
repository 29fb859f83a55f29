import { pageTitle } from "~/lib/site-name";
import { type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import { FollowedList } from "~/components/follows/followed-list";
import { ListEntries } from "~/components/lists/list-entries";
import { ListImport, type ListImportReply } from "~/components/lists/list-import";
import { type MyListTab, ListTabs } from "~/components/lists/list-tabs";
import { PrivateFeeds } from "~/components/follows/private-feeds";
import { Pager, pageFrom } from "~/components/ui/pager";
import { countFollows, findFollowedSeries } from "~/domain/follows/queries.server";
import { MY_LIST_PAGE_SIZE } from "~/domain/follows/schema";
import { importList } from "~/domain/lists/commands.server";
import { readListFile } from "~/domain/lists/import-file";
import { LIST_FILE_TOO_LARGE, MAX_LIST_IMPORT_BYTES } from "~/domain/lists/mal-xml";
import { findListEntries, listStatusCounts } from "~/domain/lists/queries.server";
import { LIST_PAGE_SIZE, ListFileChoice, ListImportConfirm } from "~/domain/lists/schema";
import { feedKeyOf, regenerateFeedKey } from "~/domain/private-feeds/commands.server";
import { privateFeedPaths } from "~/domain/private-feeds/paths";
import { siteUrl } from "~/lib/site-url";
import { listStatusLabel } from "~/i18n/list-status-labels";
import { listStatuses, type ListStatus } from "~/lib/vocabulary/list-statuses";
import { m } from "~/paraglide/messages";
import { fileFormBytes, readForm, submitForm, unknownIntent } from "~/web/form-submission.server";
import { requireUser } from "~/web/page-guards.server";
import { appContext } from "~/web/router-context.server";
import type { Route } from "./+types/my-list";

export const meta: MetaFunction = () => [{ title: pageTitle(m.mylist_title()) }, { name: "robots", content: "noindex" }];

const statusOf = (tab: string | null) => ((listStatuses as readonly string[]).includes(tab ?? "") ? (tab as ListStatus) : null);

/**
 * The signed-in viewer's list: the series they follow (the first tab), or those under one status,
 * with every tab's count; a viewer who is not signed in is sent to sign in.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  const status = statusOf(url.searchParams.get("tab"));
  const page = pageFrom(url.searchParams, "page", Number.MAX_SAFE_INTEGER);
  const size = status ? LIST_PAGE_SIZE : MY_LIST_PAGE_SIZE;
  const window = { limit: size, offset: page * size };
  // The Following tab counts its follows with its page; another tab counts them alone.
  const [listed, followed, counts, followCount, feedKey] = await Promise.all([
    status ? findListEntries(app, user.id, { ...window, status }) : null,
    status ? null : findFollowedSeries(app, user.id, window),
    listStatusCounts(app, user.id),
    status ? countFollows(app, user.id) : null,
    feedKeyOf(app, user.id),
  ]);
  const feeds = Object.entries(privateFeedPaths(feedKey)).map(([kind, path]) => ({ kind, url: siteUrl(url.origin, path) }));
  const total = listed?.total ?? followed?.total ?? 0;
  return {
    tab: (status ?? "following") as MyListTab,
    counts: { ...counts, following: followed?.total ?? followCount ?? 0 },
    entries: listed?.items ?? [],
    followed: followed?.items ?? [],
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    feeds,
  };
}

/** What the import form shows after a submit: a preview's counts and the text to confirm, or what was written. */
const noImport: ListImportReply = { preview: null, imported: null };

/** "Make new addresses" for the private feeds; a MyAnimeList import's preview, and its confirm. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { user } = await requireUser(request, app);
  // A confirm sends the file's text back form-encoded, which can triple it; past that it is no list.
  const form = await readForm(request, { limit: fileFormBytes(3 * MAX_LIST_IMPORT_BYTES), tooLarge: LIST_FILE_TOO_LARGE });
  switch (form.get("intent")) {
    case "regenerate-feeds":
      await regenerateFeedKey(app, user.id);
      return redirect("/my-list#feeds");
    case "import-preview":
      return submitForm(
        form,
        ListFileChoice,
        async ({ file }) => {
          const { entries, text } = readListFile(new Uint8Array(await file.arrayBuffer()));
          return { ...noImport, preview: { result: await importList(app, user.id, entries, true), payload: text } };
        },
        // A form's fields leave files out: this one is the file.
        { fields: { file: form.get("file") }, extra: noImport },
      );
    case "import":
      return submitForm(
        form,
        ListImportConfirm,
        async ({ payload }) => {
          const { entries } = readListFile(new TextEncoder().encode(payload));
          return { ...noImport, imported: await importList(app, user.id, entries, false) };
        },
        { extra: noImport },
      );
    default:
      return unknownIntent(form, noImport);
  }
}

export default function MyList() {
  const { tab, counts, entries, followed, page, pageCount, feeds } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{m.mylist_title()}</h1>
      <ListTabs current={tab} counts={counts} />
      {tab === "following" ? <FollowedList items={followed} /> : <ListEntries items={entries} label={listStatusLabel(tab)} />}
      {pageCount > 1 ? (
        <div className="mt-4">
          <Pager param="page" page={page} pageCount={pageCount} label={m.mylist_title()} />
        </div>
      ) : null}
      <ListImport reply={reply} />
      <PrivateFeeds feeds={feeds} />
    </main>
  );
}
