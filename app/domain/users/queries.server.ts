import { and, count, desc, gte, isNull, lt, or } from "drizzle-orm";
import { likeContains } from "~/.server/db/like";
import type { AppContext } from "~/.server/context";
import { users } from "~/.server/db/schema";
import { addDays } from "~/lib/dates";
import { toPublicUser } from "./present";
import { USERS_API_LIMIT, type UsersFilter } from "./schema";

/** A page of the User Info list: search on email or username, created_at within the dates, newest first. */
export async function listUsersForAdmin(app: AppContext, filter: UsersFilter = {}) {
  // Accounts, not the other profiles they hold (decision 074).
  const where = and(
    isNull(users.accountId),
    filter.search ? or(likeContains(users.email, filter.search), likeContains(users.username, filter.search)) : undefined,
    filter.from ? gte(users.createdAt, filter.from) : undefined,
    filter.to ? lt(users.createdAt, addDays(filter.to, 1)) : undefined,
  );
  const [rows, counted] = await app.db.batch([
    app.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit ?? USERS_API_LIMIT)
      .offset(filter.offset ?? 0),
    app.db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toPublicUser), total: counted[0]?.total ?? 0 };
}
