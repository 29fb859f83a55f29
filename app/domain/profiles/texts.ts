// What the profile routes refuse with, apart from the schemas so a page can show them without
// loading zod; each has its `refusal_profile_*` message in every language (app/i18n/refusal-texts.ts).
import { PROFILES_MAX } from "./schema";

export const profileTexts = {
  tooMany: `An account holds at most ${PROFILES_MAX} profiles`,
  nameTaken: "Another profile of this account has that name",
  managedFromFirst: "Profiles are managed from the account's own profile",
  firstKeepsName: "The first profile is named as the account: change the account's username instead",
  firstStays: "The account's own profile cannot be deleted",
  pinNeeded: "Enter this profile's PIN",
  pinWrong: "Wrong PIN",
} as const;
