// The daily sweep of upload objects nothing names (docs/decisions/025-platform-faults.md). An
// upload is stored before the write that names it (a form's cover, the API's upload call). A form
// whose write is refused takes back what it made (app/web/form-upload.server.ts), but a write that
// fails in passing, or an API upload never used, leaves an object and its row behind; and an
// object whose row could not be written is in R2 alone. Both go once they are a day old: the day
// gives an API client time to name what it uploaded. GIF logos stay: they are the logo choices.
import { and, inArray, lt, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../db/client";
import { adSlots, episodes, series, siteFonts, siteSettings, uploads, users, yearShares } from "../db/schema";
import { fromR2 } from "./uploads";
import { shareKeyOfCard, YEAR_CARDS } from "./year-cards";
import { originalKeyOf } from "~/lib/image-variants";

/** How long an upload may wait for the write that names it. */
export const UNNAMED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
/** R2 lists and deletes at most this many keys a call. */
const PAGE = 1000;

const UPLOADS_PATH = sql.raw("'/uploads/'");
const UPLOADS_PATH_LENGTH = sql.raw(String("/uploads/".length));

/**
 * Not named by `column` (an image address: `/uploads/<key>`, relative or absolute). One NOT IN a
 * column, each read once into a temporary index (D1 allows few terms in a compound SELECT).
 */
const notNamedBy = (column: SQLWrapper, table: SQLWrapper) =>
  sql`${uploads.key} NOT IN (SELECT substr(${column}, instr(${column}, ${UPLOADS_PATH}) + ${UPLOADS_PATH_LENGTH}) FROM ${table} WHERE instr(${column}, ${UPLOADS_PATH}) > 0)`;

/** Not named by any episode's subtitle tracks, as WebVTT or as ASS (read through the index of episodes that have some). */
const notASubtitle = sql`${uploads.key} NOT IN (SELECT substr(f.value, ${UPLOADS_PATH_LENGTH} + 1) FROM ${episodes} INDEXED BY episodes_subtitled_idx, json_each(${episodes.subtitles}) t, json_each(json_array(t.value ->> 'url', t.value ->> 'ass_url')) f WHERE ${episodes.subtitles} <> '[]' AND f.value LIKE '/uploads/%')`;

/** Not a font uploaded for the ASS tracks' renderer (the site's fonts name their file by its key). */
const notAFont = sql`${uploads.key} NOT IN (SELECT ${siteFonts.key} FROM ${siteFonts})`;

/** Where an upload can be named: series covers and images, episode thumbnails, avatars, ad images, the site's logos, subtitle tracks, fonts. */
const unnamed = and(
  notNamedBy(series.coverImage, series),
  notNamedBy(series.image, series),
  notNamedBy(episodes.thumbnail, episodes),
  notNamedBy(users.avatar, users),
  notNamedBy(adSlots.image, adSlots),
  notNamedBy(siteSettings.headerLogo, siteSettings),
  notNamedBy(siteSettings.footerLogo, siteSettings),
  notASubtitle,
  notAFont,
);

/** Rows (and their objects) of uploads older than the grace that no row names. */
async function sweepUnnamedUploads(db: Database, bucket: R2Bucket, before: string) {
  let removed = 0;
  for (;;) {
    const found = await db
      .select({ key: uploads.key, variants: uploads.variants })
      .from(uploads)
      .where(and(inArray(uploads.kind, ["cover", "thumbnail", "avatar", "ad", "subtitle", "font"]), lt(uploads.createdAt, before), unnamed))
      .limit(PAGE);
    if (found.length === 0) return removed;
    const keys = found.map((row) => row.key);
    // The row goes first: an object without its row is found again below, never a row without its object.
    await db.delete(uploads).where(inArray(uploads.key, sql`(SELECT value FROM json_each(${JSON.stringify(keys)}))`));
    // An image's variants go with it (R2 deletes up to PAGE keys a call).
    const objects = found.flatMap((row) => [row.key, ...(row.variants ?? []).map((variant) => variant.key)]);
    for (let start = 0; start < objects.length; start += PAGE) await fromR2(bucket.delete(objects.slice(start, start + PAGE)));
    removed += keys.length;
    if (found.length < PAGE) return removed;
  }
}

/**
 * Of these objects, those whose row is gone: each object's row key (`rowKeyOf`) looked up in the
 * text primary key `column` of its table, once for all.
 */
async function withoutTheirRow(
  db: Database,
  keys: string[],
  rowKeyOf: (key: string) => string,
  column: typeof uploads.key | typeof yearShares.key,
) {
  if (keys.length === 0) return [];
  const rowKeys = JSON.stringify([...new Set(keys.map(rowKeyOf))]);
  const found = await db
    .select({ key: column })
    .from(column.table)
    .where(inArray(column, sql`(SELECT value FROM json_each(${rowKeys}))`));
  const known = new Set(found.map((row) => row.key));
  return keys.filter((key) => !known.has(rowKeyOf(key)));
}

/** R2 objects older than the grace that no row names: uploads without their row, cards without their share. */
async function sweepRowlessObjects(db: Database, bucket: R2Bucket, before: Date) {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const listed = await fromR2(bucket.list({ limit: PAGE, cursor }));
    cursor = listed.truncated ? listed.cursor : undefined;
    const old = listed.objects.filter((object) => object.uploaded < before).map((object) => object.key);
    const isCard = (key: string) => key.startsWith(YEAR_CARDS);
    const rowless = [
      // An upload's variant is its original's row; a card is its share's (decision 077).
      ...(await withoutTheirRow(
        db,
        old.filter((key) => !isCard(key)),
        (key) => originalKeyOf(key) ?? key,
        uploads.key,
      )),
      ...(await withoutTheirRow(db, old.filter(isCard), shareKeyOfCard, yearShares.key)),
    ];
    if (rowless.length > 0) await fromR2(bucket.delete(rowless));
    removed += rowless.length;
  } while (cursor);
  return removed;
}

/** Removes what no row names; safe to run again, and what it left half done the next run finishes. */
export async function sweepUploads(db: Database, bucket: R2Bucket, now = new Date()) {
  const before = new Date(now.getTime() - UNNAMED_UPLOAD_GRACE_MS);
  const unnamed = await sweepUnnamedUploads(db, bucket, before.toISOString());
  const rowless = await sweepRowlessObjects(db, bucket, before);
  return { unnamed, rowless };
}
