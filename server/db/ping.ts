import { sql } from "drizzle-orm";
import type { Db } from "./index.ts";

/** The cheapest question the database can answer: whether it answers at all. */
export async function ping(db: Pick<Db, "execute">): Promise<void> {
  await db.execute(sql`select 1`);
}
