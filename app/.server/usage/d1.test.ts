import { describe, expect, it } from "vitest";
import { writeOf } from "./d1";

describe("what a statement writes", () => {
  it("reads the kind and the table of drizzle's and hand-written writes, and nothing of reads", () => {
    expect(writeOf('insert into "follows" ("user_id", "series_id") values (?, ?)')).toEqual({ kind: "insert", table: "follows" });
    expect(writeOf('INSERT OR IGNORE INTO "seen_episodes" (user_id) SELECT 1')).toEqual({ kind: "insert", table: "seen_episodes" });
    expect(writeOf('update "series" set "title" = ? where "series"."id" = ?')).toEqual({ kind: "update", table: "series" });
    expect(writeOf('delete from "push_subscriptions" where "id" in (?, ?)')).toEqual({ kind: "delete", table: "push_subscriptions" });
    expect(writeOf("REPLACE INTO visits VALUES (1)")).toEqual({ kind: "insert", table: "visits" });
    expect(writeOf('select "id" from "series"')).toBeNull();
    expect(writeOf("  PRAGMA table_info(series)")).toBeNull();
  });

  it("counts a write it cannot read as one to an unknown table (so pages are rendered anew)", () => {
    expect(writeOf('with "x" as (select 1) insert into "series" select * from x')).toEqual({ kind: "update", table: null });
  });
});
