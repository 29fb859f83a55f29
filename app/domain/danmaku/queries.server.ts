import { and, asc, eq, gte, lt, or, isNull } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { danmaku, users } from "~/.server/db/schema";
import { DANMAKU_API_LIMIT, type DanmakuWindow } from "./schema";

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
