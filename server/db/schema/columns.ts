import { timestamp } from "drizzle-orm/pg-core";

/** Millisecond precision: the same as a JavaScript Date, so comparisons in code are exact. */
export const instant = () => timestamp({ withTimezone: true, precision: 3, mode: "date" });

export const createdAt = () => instant().notNull().defaultNow();
