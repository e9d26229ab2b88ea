import { index, pgTable, text } from "drizzle-orm/pg-core";
import { bigSerialId, createdAt } from "./columns.ts";
import { recordedAccount } from "./owner.ts";

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
    userId: recordedAccount(),
    createdAt: createdAt(),
  },
  (table) => [index("resource_downloads_created_idx").on(table.createdAt, table.resource)],
);
