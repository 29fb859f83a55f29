// What the user routes answer (toPublicUser in present.ts).
import { z } from "zod";
import { isoTime, maybeText, rowId } from "~/lib/response-fields";
import { titleLanguages } from "~/lib/vocabulary/title-languages";
import { audioPreferences } from "~/lib/vocabulary/audio-preferences";
import { listStatuses } from "~/lib/vocabulary/list-statuses";
import { spoilerGuards } from "~/lib/vocabulary/spoiler-guards";
import { SEGMENT_KINDS } from "~/lib/vocabulary/segment-kinds";

export const User = z
  .object({
    id: rowId,
    email: z.string(),
    username: z.string(),
    dob: maybeText.meta({ description: "YYYY-MM-DD" }),
    location: maybeText,
    mobile: maybeText,
    avatar: maybeText,
    created_at: isoTime,
    blocked: z.boolean(),
    title_language: z.enum(titleLanguages).meta({ description: "Which title of a series the viewer reads" }),
    audio_preference: z.enum(audioPreferences).meta({ description: "The audio an episode opens on: any (its first server), sub or dub" }),
    skip_filler: z.boolean().meta({ description: "Whether Next and autoplay pass over filler and recap episodes" }),
    secondary_subtitle_language: z
      .string()
      .nullable()
      .meta({ description: "The language of a second subtitle track the player shows above the first, or null for none" }),
    hide_statuses: z
      .array(z.enum(listStatuses))
      .meta({ description: "The list statuses whose series the viewer's browsing leaves out (calls made with their token)" }),
    auto_skip: z.array(z.enum(SEGMENT_KINDS)).meta({ description: "The kinds of segments the player skips without a press" }),
    spoiler_guard: z
      .enum(spoilerGuards)
      .meta({ description: "Which episodes answer without their still and synopsis: off, unwatched, or after_next (all but the next)" }),
  })
  .meta({ id: "User", description: "A viewer's profile (never the password)" });

export const Registered = z.object({ message: z.literal("Registration successful"), user: User }).meta({ id: "Registered" });

export const UserLogin = z
  .object({
    token: z.string().meta({ description: "A bearer token for 7 days, acting as the account's first profile" }),
    user: z.object({ email: z.string(), username: z.string() }),
    profiles: z.number().int().meta({ description: "How many profiles the account holds: past one, ask who is watching (decision 074)" }),
  })
  .meta({ id: "UserLogin" });
