import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { eq, lt } from "drizzle-orm";
import { isbot } from "isbot";
import { siteDay } from "#contract/site-time.ts";
import type { Queryable } from "#server/db/index.ts";
import { insightSalts } from "#server/db/schema/index.ts";

/**
 * Who sent a request, as far as the visit statistics may know: the address and agent only go
 * into the visitor hash and are never stored; whether the browser asked not to be tracked; and
 * whether it is a bot, whose visits are not counted.
 */
export type VisitClient = {
  ip: string;
  userAgent: string;
  /** Do-Not-Track or Global Privacy Control: nothing about the visit is stored. */
  optedOut: boolean;
  bot: boolean;
};

export function visitClientOf(request: { ip: string; headers: IncomingHttpHeaders }): VisitClient {
  const agent = request.headers["user-agent"];
  const userAgent = typeof agent === "string" ? agent : "";
  return {
    ip: request.ip,
    userAgent,
    optedOut: request.headers.dnt === "1" || request.headers["sec-gpc"] === "1",
    // Browsers always send an agent; a request without one is a script.
    bot: userAgent.trim() === "" || isbot(userAgent),
  };
}

/**
 * The statistics count whole days in the site's time zone (Asia/Karachi), as every admin screen
 * does: `siteDay` of an instant, `dayStart` of a day, `addDays` between days.
 */
export { addDays, siteDay, siteDayStart as dayStart } from "#contract/site-time.ts";

/**
 * The visitor hash, as privacy-first analytics tools make it: SHA-256 of the day's random salt,
 * the site, the client's address and its agent, cut to 128 bits. The same browser is the same
 * visitor for one day; with the salt deleted, no one can tell who it was or link two days.
 */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256")
    .update(salt)
    .update("\n")
    .update(site)
    .update("\n")
    .update(ip)
    .update("\n")
    .update(userAgent)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The day's salt, shared by every instance through the database: the first request of a (Karachi) day
 * makes it (the unique day settles a race) and deletes the salts of the days before.
 */
export function createDailySalts(db: Queryable, clock: () => Date = () => new Date()) {
  let current: { day: string; salt: string } | undefined;

  return async function saltOfToday(): Promise<{ day: string; salt: string }> {
    const day = siteDay(clock());
    if (current?.day === day) return current;
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: insightSalts.salt })
      .from(insightSalts)
      .where(eq(insightSalts.day, day));
    // Yesterday's hashes can no longer be recomputed from an address once its salt is gone.
    await db.delete(insightSalts).where(lt(insightSalts.day, day));
    current = { day, salt: row!.salt };
    return current;
  };
}
