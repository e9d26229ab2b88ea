import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "./index.ts";

/**
 * The row with this id (every column), locked for the rest of the transaction: a concurrent
 * change of the same row waits, then reads what this one wrote. Undefined when there is none;
 * the caller says why in its own words.
 */
export async function lockedRow<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  id: number,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  return row as T["$inferSelect"] | undefined;
}
