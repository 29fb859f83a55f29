import { z } from "zod";
import { optionalInt, optionalText } from "~/lib/schema-fields";
import { EXTERNAL_ID_MAX } from "~/lib/external-ids";
import { type SeriesSource, seriesSources } from "~/lib/vocabulary/series-sources";

const sourceField = z.enum(seriesSources, { error: "source must be anilist, mal or bangumi" });

/** GET /api/series/lookup and the find form: a source and either words to search for or the source's id. */
export const SeriesLookupQuery = z
  .object({
    source: sourceField,
    q: optionalText("q", 100),
    id: optionalInt("id", 1, EXTERNAL_ID_MAX),
  })
  .refine((query) => (query.q == null) !== (query.id == null), { message: "Give either q (words to search for) or id" });
export type SeriesLookup = z.infer<typeof SeriesLookupQuery>;

/** The series a create fills from: `{"source": "anilist", "id": 154587}`. */
export const SeriesSourcePick = z.object(
  { source: sourceField, id: z.number({ error: "from.id must be a number" }).int().min(1).max(EXTERNAL_ID_MAX) },
  { error: 'from must be {"source": "anilist", "mal" or "bangumi", "id": the id there}' },
);
export type SeriesSourceRef = z.infer<typeof SeriesSourcePick>;

/**
 * POST /api/series filled from a source: `from` names it; any of the create's fields beside it
 * replace the source's (checked with the create's own schema once merged). `create_genres`: the
 * source's genres the site lacks are created (else left out, as the preview lists them).
 */
export const SeriesFromSourceInput = z
  .object({ from: SeriesSourcePick, create_genres: z.boolean({ error: "create_genres must be true or false" }).optional() })
  .catchall(z.unknown());
export type SeriesFromSource = z.infer<typeof SeriesFromSourceInput>;

/** A series' page address at each source, with its id (Bangumi answers at three names). */
const SOURCE_ADDRESSES: [SeriesSource, RegExp][] = [
  ["anilist", /anilist\.co\/anime\/(\d+)/i],
  ["mal", /myanimelist\.net\/anime\/(\d+)/i],
  ["bangumi", /(?:bgm\.tv|bangumi\.tv|chii\.in)\/subject\/(\d+)/i],
];

/**
 * What an admin typed in the find box, as a lookup: a source's address names its source and id,
 * a number is an id at the chosen source, anything else is words to search for.
 */
export const SeriesFindInput = z
  .object({ source: sourceField, find: optionalText("Title, address or id", 300) })
  .transform(({ source, find }): SeriesLookup | null => {
    if (!find) return null;
    for (const [named, address] of SOURCE_ADDRESSES) {
      const id = address.exec(find)?.[1];
      if (id) return { source: named, id: Number(id) };
    }
    return /^\d{1,9}$/.test(find) ? { source, id: Number(find) } : { source, q: find };
  });
