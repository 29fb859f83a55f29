// An account's profiles (decision 074): the account's own row of `users` and the rows it holds,
// one condition for every read that asks which profiles an account has.
import { eq, or, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** Whether a row of `users` (or of an alias of it) is one of the account `account`'s profiles. */
export const isProfileOf = (row: { id: SQLiteColumn; accountId: SQLiteColumn }, account: number | SQLWrapper) =>
  or(eq(row.id, account), eq(row.accountId, account))!;
