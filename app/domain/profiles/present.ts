import type { UserRow } from "~/.server/db/schema";

/** A profile as the API and the pages show it: never its PIN. */
export const presentProfile = (row: UserRow) => ({
  id: row.id,
  name: row.username,
  avatar: row.avatar,
  rating_cap: row.ratingCap,
  has_pin: row.pinHash !== null,
  first: row.accountId === null,
});
export type ProfileView = ReturnType<typeof presentProfile>;
