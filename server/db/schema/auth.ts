import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, knownValues, serialId } from "./columns.ts";
import { ownerId } from "./owner.ts";

export const linkPurposes = ["reset", "admin", "verify"] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/**
 * Single-use links mailed to an account's address; only the SHA-256 of the token is kept.
 * "reset" comes from forgot-password; "admin" is sent to an account whose address is in
 * ADMIN_EMAILS, and choosing the password with it also grants the administrator role (it proves
 * control of the mailbox, and leaves whoever registered the address first locked out); "verify"
 * confirms the address after sign-up.
 */
export const resetTokens = pgTable(
  "reset_tokens",
  {
    id: serialId(),
    purpose: text({ enum: linkPurposes }).notNull().default("reset"),
    tokenHash: text().notNull().unique("reset_tokens_hash_unique"),
    userId: ownerId(),
    expiresAt: instant().notNull(),
    /** Set when the link is used, or when a newer request replaces it. */
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    index("reset_tokens_user_idx").on(table.userId).where(sql`${table.usedAt} is null`),
    ...knownValues(table.purpose),
  ],
);

/** The first answer to a request sent with an Idempotency-Key, replayed on retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: ownerId(),
    /** Which operation the key belongs to, e.g. "redeem". */
    scope: text().notNull(),
    key: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scope, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/**
 * One row per login. The token carries the row's id (`sid`); the guard refuses a token whose
 * session has ended (logout, log out everywhere) or has been idle too long, and moves
 * `last_seen_at` on as the session is used (sliding renewal, within the token's own expiry).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownerId(),
    lastSeenAt: instant().notNull().defaultNow(),
    /** The token's own expiry: no renewal goes past it. */
    expiresAt: instant().notNull(),
    endedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId).where(sql`${table.endedAt} is null`),
    index("sessions_expires_idx").on(table.expiresAt),
  ],
);
