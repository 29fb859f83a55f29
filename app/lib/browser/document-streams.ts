// A document's Content-Security-Policy is fixed when it loads: a page reached by client-side
// navigation keeps the policy of the page first loaded, which may not let hls.js reach its
// stream, or the Cast button load Google's sender. The episode route's clientLoader asks here, and
// loads the whole document when it must.
import type { PlayerSources } from "~/lib/stream-sources";

let documentSources: ReadonlySet<string> | null = null;

/** Each origin with the directive that admits it: a stream's host is no script's. */
const sourcesOf = (page: PlayerSources) => [
  ...page.streamOrigins.map((origin) => `connect-src ${origin}`),
  ...page.scriptSources.map((origin) => `script-src ${origin}`),
];

/** The sources the loaded document's policy allows; the first call (hydration) decides. */
export function noteDocumentSources(page: PlayerSources) {
  documentSources ??= new Set(sourcesOf(page));
}

/** Whether a page with this player needs a document of its own, whose policy names what it reaches. */
export function needsOwnDocument(page: PlayerSources): boolean {
  noteDocumentSources({ streamOrigins: [], scriptSources: [] }); // navigating before any episode page hydrated: the document allows none
  return sourcesOf(page).some((source) => !documentSources?.has(source));
}
