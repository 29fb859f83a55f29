import type { UserRow } from "~/.server/db/schema";

/** The profile as the API answers it: the password hash never leaves the server. */
export function toPublicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    dob: user.dob,
    location: user.location,
    mobile: user.mobile,
    avatar: user.avatar,
    created_at: user.createdAt,
    blocked: user.blocked,
    title_language: user.titleLanguage,
    audio_preference: user.audioPreference,
    skip_filler: user.skipFiller,
    secondary_subtitle_language: user.secondSubtitles,
    hide_statuses: user.hideStatuses,
    auto_skip: user.autoSkip,
    spoiler_guard: user.spoilerGuard,
  };
}

/**
 * The caller as GET/PUT /api/users/me answer them: the account's own fields (its id, email, name,
 * details) with the profile's choices (avatar, languages, how it watches and browses); the same row
 * for an account's first profile (decision 074).
 */
export const toCaller = (profile: UserRow, account: UserRow) =>
  toPublicUser({
    ...profile,
    id: account.id,
    email: account.email,
    username: account.username,
    dob: account.dob,
    location: account.location,
    mobile: account.mobile,
    createdAt: account.createdAt,
    blocked: account.blocked,
  });
