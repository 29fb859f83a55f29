import { drizzle } from "drizzle-orm/d1";

/**
 * Queries are written with the query builder only: drizzle's relational API (`db.query`) would
 * need the schema here, and building its config costs every request a millisecond or two.
 */
export function database(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof database>;
