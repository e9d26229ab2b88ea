import { and, eq, isNull } from "drizzle-orm";
import type { LeadReferredVia } from "#contract/admin-fields.ts";
import type { Queryable } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import type { VisitClient } from "#server/insights/visitor.ts";
import type { LeadDeps } from "./rules.ts";

/** The columns of `leads` that say where a lead came from. */
export type LeadAttributionColumns = {
  landingPath: string | null;
  source: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  servicePath: string | null;
  senderUserId: string | null;
  referrerId: string | null;
  referredVia: LeadReferredVia | null;
  senderClient: string | null;
  senderNetwork: string | null;
  senderAgent: string | null;
};

export const noAttribution: LeadAttributionColumns = {
  landingPath: null,
  source: null,
  utmMedium: null,
  utmCampaign: null,
  servicePath: null,
  senderUserId: null,
  referrerId: null,
  referredVia: null,
  senderClient: null,
  senderNetwork: null,
  senderAgent: null,
};

/** A live account's id by its referral code. */
async function ownerOfCode(db: Queryable, code: string): Promise<string | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.toUpperCase()), isNull(users.deletedAt)));
  return owner?.id ?? null;
}

/** Who referred the member, if someone did and their account is still there. */
async function sponsorOf(db: Queryable, memberId: string): Promise<string | null> {
  const [member] = await db
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member?.referredBy) return null;
  const [sponsor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, member.referredBy), isNull(users.deletedAt)));
  return sponsor?.id ?? null;
}

/**
 * The request a lead arrived with: who sent it, as the visit statistics know them, and the
 * signed-in member, if one is.
 */
export type LeadVisit = { client: VisitClient; memberId: string | null };

/**
 * Where a new lead came from, from what the site itself recorded: the visitor's visit today
 * (landing page, source, campaign, the last service page, the referral code in the link it
 * opened) and, for a signed-in member, the account that invited them. Nothing the person typed
 * counts, so a visitor cannot name a referrer or a source by typing one. A referral link never
 * credits its own owner: their lead falls back to their own sponsor.
 *
 * Run it before the transaction that creates the lead (it reads the visit records through
 * their own connection). It never fails: where the lead came from must never cost the person
 * their message, so a failure is logged and the lead is simply not attributed.
 */
export async function attributeLead(
  deps: Pick<LeadDeps, "db" | "insights" | "log" | "senderDigests">,
  visit: LeadVisit | null,
): Promise<LeadAttributionColumns> {
  if (!visit) return noAttribution;
  try {
    return await attributionOf(deps, visit);
  } catch (error) {
    deps.log.warn(
      { err: { type: error instanceof Error ? error.name : "Error" } },
      "could not attribute a lead",
    );
    return noAttribution;
  }
}

async function attributionOf(
  { db, insights, senderDigests }: Pick<LeadDeps, "db" | "insights" | "senderDigests">,
  from: LeadVisit,
): Promise<LeadAttributionColumns> {
  const visit = await insights.visitOf(from.client);
  const linked = visit?.ref ? await ownerOfCode(db, visit.ref) : null;
  const byLink = linked && linked !== from.memberId ? linked : null;
  const byMember = !byLink && from.memberId ? await sponsorOf(db, from.memberId) : null;
  const referrerId = byLink ?? byMember;
  // Only a lead that may reward someone keeps who sent it (as digests), for the payout's evidence.
  const sender =
    referrerId && senderDigests
      ? {
          senderClient: senderDigests.client(from.client.ip),
          senderNetwork: senderDigests.network(from.client.ip),
          senderAgent: from.client.userAgent ? senderDigests.agent(from.client.userAgent) : null,
        }
      : { senderClient: null, senderNetwork: null, senderAgent: null };
  return {
    ...sender,
    landingPath: visit?.path || null,
    source: visit?.source ?? null,
    utmMedium: visit?.utmMedium ?? null,
    utmCampaign: visit?.utmCampaign ?? null,
    servicePath: visit?.servicePath ?? null,
    senderUserId: from.memberId,
    referrerId,
    referredVia: byLink ? "link" : byMember ? "member" : null,
  };
}
