// A list file as it arrives, from the API's body or the page's file field: MyAnimeList hands its
// export out gzipped (animelist_….xml.gz), so gzip is opened here, never past the size limit.
import { Gunzip } from "fflate";
import { chunksWithin } from "~/lib/read-within";
import { DomainError } from "~/lib/refusals";
import { LIST_FILE_TOO_LARGE, MAX_LIST_IMPORT_BYTES, type MalEntry, readMalExport } from "./mal-xml";

const tooLarge = () => new DomainError(413, LIST_FILE_TOO_LARGE);
const damaged = () => new DomainError(400, "The gzip file is damaged");
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** How a list file's bounded reads refuse: too large, or a stream that fails (`damaged`). */
export const listRefusals = (damaged: string) => ({ tooLarge: LIST_FILE_TOO_LARGE, damaged });

/**
 * Compressed bytes handed to the inflater at a time. fflate answers each slice's output before it
 * takes the next, and deflate opens at most about 1,032 times smaller: at most about 1 MB past the
 * limit is ever held, whatever the file (issue #49: the runtime's own DecompressionStream inflated
 * all it was given before its output could be counted).
 */
const INFLATE_SLICE_BYTES = 1024;

/**
 * The gzip opened under the limit's budget: refused as soon as the output passes the limit. The
 * size its trailer states is not read: a forger states any, and a file cut short has none.
 */
function gunzip(bytes: Uint8Array): Uint8Array {
  const gathered = chunksWithin(MAX_LIST_IMPORT_BYTES);
  let ended = false;
  const inflater = new Gunzip((chunk, final) => {
    // Thrown out of `push`, so no further slice is inflated.
    if (!gathered.add(chunk)) throw tooLarge();
    ended = final;
  });
  try {
    for (let at = 0; at < bytes.byteLength; at += INFLATE_SLICE_BYTES)
      inflater.push(bytes.subarray(at, at + INFLATE_SLICE_BYTES), at + INFLATE_SLICE_BYTES >= bytes.byteLength);
  } catch (error) {
    throw error instanceof DomainError ? error : damaged();
  }
  if (!ended) throw damaged();
  return gathered.joined();
}

/**
 * A MyAnimeList export's entries from the file's bytes (plain or gzipped XML), and its XML text (a
 * preview's confirm sends it back); a refusal says what is wrong.
 */
export function readListFile(bytes: Uint8Array): { entries: MalEntry[]; text: string } {
  if (bytes.byteLength > MAX_LIST_IMPORT_BYTES) throw tooLarge();
  const xml = isGzip(bytes) ? gunzip(bytes) : bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(xml);
  } catch {
    throw new DomainError(400, "The file is not UTF-8 text: export the list from MyAnimeList again");
  }
  const read = readMalExport(text);
  if ("error" in read) throw new DomainError(read.status, read.error);
  return { entries: read.entries, text };
}
