import { and, asc, count, desc, eq, gte, inArray, lt, or, isNull } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { danmaku, users } from "~/.server/db/schema";
import { joinNamedEpisode, namedEpisodeColumns } from "../episodes/named-episode.server";
import { DANMAKU_API_LIMIT, DANMAKU_MODERATION_LIMIT, type DanmakuModerationFilter, type DanmakuWindow } from "./schema";

/**
 * An episode's on-screen comments from second `from` up to `to`, by second then as posted. A
 * blocked author's are left out, as a block hides what they wrote; a deleted author's stay.
 */
export function listDanmaku(app: AppContext, episodeId: number, window: DanmakuWindow) {
  return app.db
    .select({ id: danmaku.id, second: danmaku.second, username: danmaku.username, text: danmaku.text, created_at: danmaku.createdAt })
    .from(danmaku)
    .leftJoin(users, eq(users.id, danmaku.userId))
    .where(
      and(
        eq(danmaku.episodeId, episodeId),
        gte(danmaku.second, window.from),
        lt(danmaku.second, window.to),
        or(isNull(users.id), eq(users.blocked, false)),
      ),
    )
    .orderBy(asc(danmaku.second), asc(danmaku.id))
    .limit(DANMAKU_API_LIMIT);
}

/**
 * The admins' list: every stored on-screen comment, a blocked author's too, newest first, with the
 * episode it was posted on; of one author (by the account's username, through the author index)
 * or one episode (its second index); and how many match.
 */
export async function findDanmakuForModeration(app: AppContext, filter: DanmakuModerationFilter = {}) {
  const { db } = app;
  const where = and(
    filter.username
      ? inArray(danmaku.userId, db.select({ id: users.id }).from(users).where(eq(users.username, filter.username)))
      : undefined,
    filter.episode_id ? eq(danmaku.episodeId, filter.episode_id) : undefined,
  );
  // Two calls, not a batch: a batch keys rows by column name and the join's names collide (id).
  const [items, counted] = await Promise.all([
    joinNamedEpisode(
      db
        .select({
          id: danmaku.id,
          episode_id: danmaku.episodeId,
          user_id: danmaku.userId,
          second: danmaku.second,
          username: danmaku.username,
          text: danmaku.text,
          created_at: danmaku.createdAt,
          ...namedEpisodeColumns,
        })
        .from(danmaku)
        .$dynamic(),
      danmaku.episodeId,
    )
      .where(where)
      .orderBy(desc(danmaku.id))
      .limit(filter.limit ?? DANMAKU_MODERATION_LIMIT)
      .offset(filter.offset ?? 0),
    db.select({ total: count() }).from(danmaku).where(where),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}
