import { asc } from "drizzle-orm";
import type { AppContext } from "~/.server/context";
import { genres } from "~/.server/db/schema";

export function listGenres(app: AppContext) {
  return app.db.select().from(genres).orderBy(asc(genres.name));
}
