// Each account's chat and danmaku budget across every room (issue #65, finding 2: one account in six
// rooms of six hosts had all 30 of its danmaku stored within a second, as each room kept its own).
// Rooms are separate Durable Objects, so the one place they share is D1.
import { sql } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { roomTextBudgets } from "~/.server/db/schema";
import { TEXT_RATE } from "./limits";

/**
 * Spends one of the account's TEXT_RATE at `now`; answers whether it was allowed. The token bucket
 * of rate-budget.ts's `spend`, refilled with time alone, written as one upsert whose update applies
 * only while a token is left: two rooms spending at once are two statements, which D1 runs one after
 * the other, so neither reads a budget the other has already spent. Nothing is written when refused.
 */
export async function spendAccountText(app: AppContext, userId: number, now = Date.now()): Promise<boolean> {
  const { burst, perSecond } = TEXT_RATE;
  const refilled = sql`min(${burst}, ${roomTextBudgets.tokens} + (${now} - ${roomTextBudgets.countedAt}) / 1000.0 * ${perSecond})`;
  const spent = await app.db
    .insert(roomTextBudgets)
    .values({ userId, tokens: burst - 1, countedAt: now })
    .onConflictDoUpdate({
      target: roomTextBudgets.userId,
      set: { tokens: sql`${refilled} - 1`, countedAt: now },
      setWhere: sql`${refilled} >= 1`,
    })
    .returning({ userId: roomTextBudgets.userId });
  return spent.length > 0;
}
