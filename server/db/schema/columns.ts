import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, integer, timestamp } from "drizzle-orm/pg-core";

/** Millisecond precision: the same as a JavaScript Date, so comparisons in code are exact. */
export const instant = () => timestamp({ withTimezone: true, precision: 3, mode: "date" });

export const createdAt = () => instant().notNull().defaultNow();

/** A row's number, counted up by the database. */
export const serialId = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** The same for the tables that grow without bound (events, jobs). */
export const bigSerialId = () =>
  bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** A CHECK that the column holds one of the values, built from the contract's array. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;

/** The same CHECK for a column that may also be empty. */
export const nullOrOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} is null or ${oneOf(column, values)}`;
