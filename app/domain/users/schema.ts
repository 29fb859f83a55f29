import { z } from "zod";
import { flagField, optionalDate, optionalText, pageFields, requiredText } from "~/lib/schema-fields";
import { audioPreferences } from "~/lib/vocabulary/audio-preferences";
import { userTexts } from "~/lib/vocabulary/user-texts";
import { titleLanguages } from "~/lib/vocabulary/title-languages";
import { listStatuses } from "~/lib/vocabulary/list-statuses";
import { spoilerGuards } from "~/lib/vocabulary/spoiler-guards";
import { SEGMENT_KINDS } from "~/lib/vocabulary/segment-kinds";
import { languageTag } from "~/lib/alt-titles";

const email = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string({ error: "Email is required" }).min(1, "Email is required").max(254).pipe(z.email("Enter a valid email address")),
);
const username = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: "Username is required" })
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must be at most 30 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, digits, dots, dashes and underscores"),
);
/** How the viewer watches (decision 053): one rule for the profile API and the episode page's form. */
const audioPreference = z
  .enum(audioPreferences, { error: `Audio preference must be one of: ${audioPreferences.join(", ")}` })
  .meta({ description: "The audio an episode opens on: any (its first server), sub or dub" });
const skipFiller = flagField.meta({ description: "Whether Next and autoplay pass over filler and recap episodes" });
/** A second subtitle track's language (issue #82): a language tag, or none (null, or a form's empty choice). */
const secondSubtitles = z
  .preprocess((v) => (v === "" ? null : v), languageTag("Second subtitles must be a language tag").nullable())
  .meta({ description: "The language of a second subtitle track the player shows above the first, or null for none" });
/** Any of `values`, once each, from a form's boxes (one ticked box arrives as a lone value) or JSON's list. */
const tickedBoxes = <const Value extends string>(label: string, values: readonly [Value, ...Value[]]) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? [v] : v),
      z.array(z.enum(values, { error: `${label} must be any of: ${values.join(", ")}` }), { error: `${label} must be a list` }),
    )
    .transform((ticked) => [...new Set(ticked)]);
/** What the viewer is done with (decision 062). */
const hideStatuses = tickedBoxes("Hidden statuses", listStatuses).meta({
  description: "The list statuses whose series the viewer's browsing leaves out (signed-in calls only)",
});
/** The segments the player skips without a press (issue #82). */
const autoSkip = tickedBoxes("Auto skip", SEGMENT_KINDS).meta({ description: "The kinds of segments the player skips without a press" });
const spoilerGuard = z
  .enum(spoilerGuards, { error: `Spoiler guard must be one of: ${spoilerGuards.join(", ")}` })
  .meta({ description: "Which episodes answer without their still and synopsis: off, unwatched, or after_next (all but the next)" });

const password = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

export const RegisterInput = z.object({ email, username, password });
export type Registration = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  identifier: requiredText("Email or username", 254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});

/** POST /api/users/logout: an empty body ends the caller's session. */
export const LogoutInput = z.object({ everywhere: z.boolean({ error: "everywhere must be true or false" }).optional() });

/** PUT /api/users/me (JSON or multipart with an `avatar` file); the password only when given. */
export const ProfileInput = z
  .object({
    email,
    username,
    dob: optionalDate("Date of birth"),
    location: optionalText("Location", 100),
    mobile: optionalText("Mobile", 30),
    password: z.preprocess((v) => (v === "" || v === null ? undefined : v), password.optional()),
    title_language: z
      .enum(titleLanguages, { error: `Title language must be one of: ${titleLanguages.join(", ")}` })
      .optional()
      .meta({ description: "Which title of a series the viewer reads: as named, English, romaji or native script" }),
    audio_preference: audioPreference.optional(),
    skip_filler: skipFiller.optional(),
    secondary_subtitle_language: secondSubtitles.optional(),
    hide_statuses: hideStatuses.optional(),
    auto_skip: autoSkip.optional(),
    spoiler_guard: spoilerGuard.optional(),
    current_password: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.string({ error: "Current password must be text" }).max(200).optional(),
    ),
  })
  .refine((input) => !input.password || input.current_password, { message: userTexts.currentPasswordNeeded, path: ["current_password"] });
export type ProfileUpdate = z.infer<typeof ProfileInput>;

/** The profile form adds the confirmation the API does not need. */
export const ProfileFormInput = ProfileInput.safeExtend({
  confirm_password: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().optional()),
}).refine((form) => (form.password ?? "") === (form.confirm_password ?? ""), {
  message: userTexts.passwordsDiffer,
  path: ["confirm_password"],
});

/** GET /api/users and the User Info screen's filters. */
/** The most users one API call answers. */
export const USERS_API_LIMIT = 100;

export const UsersQuery = z.object({
  search: optionalText("search", 200),
  from: optionalDate("from"),
  to: optionalDate("to"),
  ...pageFields(USERS_API_LIMIT),
});
export type UsersFilter = z.infer<typeof UsersQuery>;

/** The footer's title-language form (a button posted from any page, which goes back there). */
export const TitleLanguageChoice = z.object({
  title_language: z.enum(titleLanguages, { error: `Title language must be one of: ${titleLanguages.join(", ")}` }),
});

/** The episode page's "how I watch" form; an unticked checkbox sends nothing, which is false. */
export const WatchPreferencesChoice = z.object({
  audio_preference: audioPreference,
  skip_filler: skipFiller.default(false),
  secondary_subtitle_language: secondSubtitles.default(null),
});
