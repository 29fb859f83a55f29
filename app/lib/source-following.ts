// Which of a series' fields follow its source (decision 059). A series added from AniList,
// MyAnimeList or Bangumi follows it in every followable field the admin left as the source gave it; an edit
// that changes a field takes it off the list for good; a refresh writes only the listed fields
// whose value at the source moved.
import { type FollowedField, followableFields } from "~/lib/vocabulary/series-sources";

export type FollowableValues = Partial<Record<FollowedField, unknown>>;

/**
 * A field's value as two saves are compared: text with a form's CRLF line breaks as the source's
 * LF and its ends trimmed, empty as absent, a list as its JSON.
 */
function comparable(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string") return value.replace(/\r\n?/g, "\n").trim();
  return JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** The fields a series added from a source follows: those saved as the source gave them. */
export const fieldsFollowingSource = (saved: FollowableValues, source: FollowableValues): FollowedField[] =>
  followableFields.filter((field) => sameValue(saved[field], source[field]));

/** The followed fields an edit left as they were (a field it does not name, or names unchanged). */
export const fieldsStillFollowed = (followed: readonly FollowedField[], current: FollowableValues, edit: FollowableValues) =>
  followed.filter((field) => edit[field] === undefined || sameValue(edit[field], current[field]));

/**
 * What a refresh writes: each followed field whose value at the source differs from the series'.
 * A value the source does not give (a status the site has no word for) leaves the field alone.
 */
export const refreshedValues = (followed: readonly FollowedField[], current: FollowableValues, source: FollowableValues) =>
  Object.fromEntries(
    followed
      .filter((field) => comparable(source[field]) !== null && !sameValue(source[field], current[field]))
      .map((field) => [field, source[field]]),
  ) as FollowableValues;
