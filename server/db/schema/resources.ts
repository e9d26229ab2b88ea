import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bigSerialId, createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every download of a member resource (server/resources/): which one and by whom, for the
 * owner's statistics. Append-only; the resource is its slug in content/resources/.
 */
export const resourceDownloads = pgTable(
  "resource_downloads",
  {
    id: bigSerialId(),
    resource: text().notNull(),
    /** The member; null for a public resource downloaded without an account. */
    userId: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index("resource_downloads_created_idx").on(table.createdAt, table.resource)],
);
