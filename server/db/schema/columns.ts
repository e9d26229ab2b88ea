import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { type AnyPgColumn, bigint, check, integer, timestamp } from "drizzle-orm/pg-core";

/** Millisecond precision: the same as a JavaScript Date, so comparisons in code are exact. */
export const instant = () => timestamp({ withTimezone: true, precision: 3, mode: "date" });

export const createdAt = () => instant().notNull().defaultNow();

/** A row's number, counted up by the database. */
export const serialId = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** The same for the tables that grow without bound (events, jobs). */
export const bigSerialId = () =>
  bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** The condition that the column holds one of the values: its enum, or a list of the contract. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;

/** The same CHECK for a column that may also be empty. */
export const nullOrOneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} is null or ${oneOf(column, values)}`;

/**
 * For each `text({ enum })` column, the CHECK `<table>_<column>_known` that it holds one of its
 * values, or nothing where the column may be empty: taken from the column itself, the values and
 * the nullability cannot drift from the check's.
 */
export const knownValues = (...columns: AnyPgColumn[]) =>
  columns.map((column) => {
    // The columns a table's checks receive leave the enum out; the table's own column keeps it.
    const values = getTableColumns(column.table)[column.name]?.enumValues;
    if (!values) throw new Error(`knownValues: ${column.name} is not a text({ enum }) column.`);
    return check(
      `${getTableName(column.table)}_${toSnakeCase(column.name)}_known`,
      column.notNull ? oneOf(column, values) : nullOrOneOf(column, values),
    );
  });
