// A document's Content-Security-Policy is fixed when it loads: a page reached by client-side
// navigation keeps the policy of the page first loaded, which may not let hls.js reach its
// stream. The episode route's clientLoader asks here, and loads the whole document when it must.

let documentOrigins: ReadonlySet<string> | null = null;

/** The stream origins the loaded document's policy allows; the first call (hydration) decides. */
export function noteDocumentStreams(origins: readonly string[]) {
  documentOrigins ??= new Set(origins);
}

/** Whether a page with these streams needs a document of its own, whose policy names them. */
export function needsOwnDocument(origins: readonly string[]): boolean {
  noteDocumentStreams([]); // navigating before any episode page hydrated: the document allows none
  return origins.some((origin) => !documentOrigins?.has(origin));
}
