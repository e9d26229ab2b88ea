import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp } from "drizzle-orm/pg-core";

/** Millisecond precision: the same as a JavaScript Date, so comparisons in code are exact. */
export const instant = () => timestamp({ withTimezone: true, precision: 3, mode: "date" });

export const createdAt = () => instant().notNull().defaultNow();

/** A CHECK that the column holds one of the values, built from the contract's array. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
