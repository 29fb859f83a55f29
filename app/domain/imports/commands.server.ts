// An import's write (plan.ts: how its rows are sorted first): every statement in one batch.
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext } from "~/.server/context";
import { DomainError } from "~/lib/refusals";

/**
 * Writes an import's statements in one batch. When another write took a key the plan counted on
 * (an episode number, a slug) the batch rolls back whole and the admin is asked to preview again
 * (409), naming what changed: "The series", "The catalogue".
 */
export async function writeWholeImport(app: AppContext, statements: BatchItem<"sqlite">[], changed: string) {
  try {
    await app.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    if (String(error).includes("UNIQUE"))
      throw new DomainError(409, `${changed} changed while importing; nothing was imported. Preview again.`);
    throw error;
  }
}
