import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { securityEventKinds } from "#contract/admin-fields.ts";
import { bigSerialId, instant, knownValues } from "./columns.ts";

/**
 * The audit log: append-only (a trigger refuses updates, and deletes of rows younger than 30
 * days, so only the pruning of old rows removes anything). Never a password or a token.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: bigSerialId(),
    at: instant().notNull().defaultNow(),
    kind: text({ enum: securityEventKinds }).notNull(),
    /** No foreign key: the log outlives what it describes. */
    userId: uuid(),
    /** The client's address (the forwarded one behind TRUST_PROXY). */
    ip: text(),
    userAgent: text(),
    /**
     * A keyed digest of the e-mail address a login was tried with, so failures count per
     * address whether or not an account uses it.
     */
    subject: text(),
    detail: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (table) => [
    ...knownValues(table.kind),
    index("security_events_at_idx").on(table.at),
    index("security_events_kind_idx").on(table.kind, table.at),
    index("security_events_user_idx").on(table.userId, table.at),
    index("security_events_subject_idx").on(table.subject, table.ip, table.at),
    index("security_events_ip_idx").on(table.ip, table.at),
  ],
);
