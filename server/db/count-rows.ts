import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./index.ts";

/** How many rows of the table match; every row when `where` is undefined. */
export async function countRows(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
