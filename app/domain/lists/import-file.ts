// A list file as it arrives, from the API's body or the page's file field: MyAnimeList hands its
// export out gzipped (animelist_….xml.gz), so gzip is opened here, never past the size limit.
import { readWithin } from "~/lib/read-within";
import { DomainError } from "~/lib/refusals";
import { LIST_FILE_TOO_LARGE, MAX_LIST_IMPORT_BYTES, type MalEntry, readMalExport } from "./mal-xml";

const tooLarge = () => new DomainError(413, LIST_FILE_TOO_LARGE);
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** How a list file's bounded reads refuse: too large, or a stream that fails (`damaged`). */
export const listRefusals = (damaged: string) => ({ tooLarge: LIST_FILE_TOO_LARGE, damaged });

/**
 * Compressed bytes handed to the inflater at a time. workerd inflates what was written as it is
 * read, but all that is left at once when the writer closes (the probe's 306 kB file written and
 * closed made 300 MB before the first read; issue #49), so the file goes in small slices while
 * readWithin counts, and deflate opens at most about 1,032 times smaller: about 1 MB a slice.
 */
const INFLATE_SLICE_BYTES = 1024;

/** The size a gzip's trailer states (modulo 4 GB): only an early refusal, since a forger states any. */
const statedSize = (bytes: Uint8Array<ArrayBuffer>) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.byteLength - 4, true);

/** The gzip opened under the limit's budget: refused at the trailer's size, or as soon as the output passes the limit. */
async function gunzip(bytes: Uint8Array<ArrayBuffer>) {
  if (bytes.byteLength >= 18 && statedSize(bytes) > MAX_LIST_IMPORT_BYTES) throw tooLarge();
  const inflater = new DecompressionStream("gzip");
  const writer = inflater.writable.getWriter();
  let refused = false;
  // Slices written one after another while readWithin counts what comes out; once it refuses, no
  // more are written and the writer is never closed (closing inflates all that was written). A
  // damaged file fails the writes too, and readWithin says why.
  (async () => {
    for (let at = 0; at < bytes.byteLength && !refused; at += INFLATE_SLICE_BYTES)
      await writer.write(bytes.subarray(at, at + INFLATE_SLICE_BYTES));
    if (!refused) await writer.close();
  })().catch(() => {});
  try {
    return await readWithin(inflater.readable, MAX_LIST_IMPORT_BYTES, listRefusals("The gzip file is damaged"));
  } catch (error) {
    refused = true;
    throw error;
  }
}

/**
 * A MyAnimeList export's entries from the file's bytes (plain or gzipped XML), and its XML text (a
 * preview's confirm sends it back); a refusal says what is wrong.
 */
export async function readListFile(bytes: Uint8Array<ArrayBuffer>): Promise<{ entries: MalEntry[]; text: string }> {
  if (bytes.byteLength > MAX_LIST_IMPORT_BYTES) throw tooLarge();
  const xml = isGzip(bytes) ? await gunzip(bytes) : bytes;
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
