import { type Column, count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { ADMIN_PAGE_SIZE, type Page } from "#contract/admin.ts";
import type { Db } from "#server/db/index.ts";

/** Search text as a LIKE pattern: its own % and _ match only themselves. */
export const contains = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/** Rows with the search text in any of the columns; no condition when nothing is searched. */
export function searchIn(q: string, columns: Array<Column | SQL>): SQL | undefined {
  if (!q) return undefined;
  const pattern = contains(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export const iso = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * One page of a list: the count of every matching row and that page of `rows` (the list's
 * filtered, ordered query, `$dynamic()`), queried together; `items` turns the rows into the API's.
 */
export async function paged<Q extends PgSelect, T>(
  page: number,
  total: Promise<Array<{ value: number }>>,
  rows: Q,
  items: (rows: Q["_"]["result"]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const pageRows = rows.limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE);
  const [counted, pageItems] = await Promise.all([total, pageRows.then(items)]);
  return { items: pageItems, total: counted[0]?.value ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * A page of one table's rows (every column) matching `where`, newest first: the latest
 * `createdAt`, then the highest id. `item` turns a row into the API's.
 */
export function newestPage<T extends PgTable & { id: PgColumn; createdAt: PgColumn }, Item>(
  db: Db,
  table: T,
  page: number,
  where: SQL | undefined,
  item: (row: T["$inferSelect"]) => Item,
): Promise<Page<Item>> {
  return paged(
    page,
    db
      .select({ value: count() })
      .from(table as PgTable)
      .where(where),
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .$dynamic(),
    (rows) => rows.map((row) => item(row as T["$inferSelect"])),
  );
}
