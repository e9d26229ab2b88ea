import { DrizzleQueryError } from "drizzle-orm";

/**
 * Database errors carry the query's parameters (in Drizzle's message, in the driver's `detail`),
 * which can be e-mail addresses or password hashes. Only these two fields may be logged.
 */
export type DbErrorInfo = { dbCode?: string; constraint?: string };

type MaybeDbError = {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
};

const sqlState = /^[0-9A-Z]{5}$/;

/** The SQLSTATE and constraint of a database error, or null when it is not one. */
export function dbErrorInfo(error: unknown): DbErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as MaybeDbError;
    if (typeof candidate.code === "string" && sqlState.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return {
        dbCode: candidate.code,
        constraint: typeof constraint === "string" ? constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return error instanceof DrizzleQueryError ? {} : null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = dbErrorInfo(error);
  return info?.dbCode === "23505" && (constraint === undefined || info.constraint === constraint);
}
