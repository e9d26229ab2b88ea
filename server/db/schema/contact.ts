import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * What a visitor without JavaScript typed into a form the server refused, kept for an hour so
 * the error page can show the form filled in again (a message is too long for a URL).
 */
export const contactDrafts = pgTable(
  "contact_drafts",
  {
    /** 128 random bits: the page's address carries it. */
    id: text().primaryKey(),
    fields: jsonb().$type<Record<string, string>>().notNull(),
    /** The sentence the error page shows. */
    problem: text().notNull(),
    /** The form field at fault, if one is. */
    field: text(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_drafts_created_idx").on(table.createdAt)],
);
