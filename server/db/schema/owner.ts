import { uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** The account a row belongs to: the row is deleted with it. */
export const ownerId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
