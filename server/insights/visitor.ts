import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { eq, lt } from "drizzle-orm";
import { isbot } from "isbot";
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

/** "2026-11-24": the UTC day of an instant. The statistics count whole UTC days. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000));
}

export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

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
 * The day's salt, shared by every instance through the database: the first request of a UTC day
 * makes it (the unique day settles a race) and deletes the salts of the days before.
 */
export function createDailySalts(db: Queryable, clock: () => Date = () => new Date()) {
  let current: { day: string; salt: string } | undefined;

  return async function saltOfToday(): Promise<{ day: string; salt: string }> {
    const day = utcDay(clock());
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
