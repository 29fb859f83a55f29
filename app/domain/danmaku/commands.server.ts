import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { jsonChunks, jsonField, jsonRows, named } from "~/.server/db/json-rows";
import { danmaku, episodes, users } from "~/.server/db/schema";
import type { DanmakuWrite } from "./schema";
import { auditNames } from "~/domain/audit/names";
import { notFound } from "~/lib/refusals";

/** The admins' removal as the audit log names it. */
export const danmakuAudit = auditNames("danmaku", "delete");

/**
 * Stores a room's batch of on-screen comments in one statement per chunk (decision 055). A comment
 * whose episode was deleted meanwhile, or whose author was blocked since posting, is dropped
 * rather than failing the batch.
 */
export async function storeDanmaku(app: AppContext, batch: DanmakuWrite[]) {
  const { db } = app;
  const statements = jsonChunks(batch).map((chunk) =>
    db.insert(danmaku).select(
      db
        .select(
          named({
            id: sql<number>`null`,
            episodeId: sql<number>`${episodes.id}`,
            userId: sql<number>`${users.id}`,
            username: jsonField("username") as SQL<string>,
            second: jsonField("second") as SQL<number>,
            text: jsonField("text") as SQL<string>,
            createdAt: jsonField("created_at") as SQL<string>,
          }),
        )
        .from(jsonRows(chunk))
        .innerJoin(episodes, eq(episodes.id, jsonField("episode_id")))
        .innerJoin(users, and(eq(users.id, jsonField("user_id")), eq(users.blocked, false))),
    ),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Removes an on-screen comment (moderation): later viewers and rooms no longer see it. */
export async function deleteDanmaku(app: AppContext, id: number) {
  const deleted = await app.db.delete(danmaku).where(eq(danmaku.id, id)).returning({ id: danmaku.id });
  if (deleted.length === 0) throw notFound("On-screen comment");
}
