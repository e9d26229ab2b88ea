import { asc, eq } from "drizzle-orm";
import type { Lead } from "#contract/admin.ts";
import {
  callChangedByVisitor,
  type LeadReferredVia,
  leadOriginLabels,
} from "#contract/admin-fields.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Queryable } from "#server/db/index.ts";
import { iso, isoOrNull } from "#server/db/paging.ts";
import { type LeadRow, leadEvents, leads, users } from "#server/db/schema/index.ts";
import { serviceOfPath } from "#server/insights/services.ts";
import { forwardOf } from "./forward.ts";
import { type LeadDeps, leadNotFound, writtenFields } from "./rules.ts";

async function referrerOf(
  db: Queryable,
  referrerId: string | null,
  via: LeadReferredVia | null,
): Promise<Lead["attribution"]["referrer"]> {
  if (!referrerId || !via) return null;
  const [person] = await db
    .select({
      name: users.name,
      email: users.email,
      code: users.referralCode,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, referrerId));
  if (!person) return null;
  const gone = person.deletedAt !== null;
  return {
    name: gone ? deletedAccountName : person.name,
    email: gone ? deletedAccountName : person.email,
    code: person.code,
    via,
  };
}

/**
 * The lead's history, oldest first; its arrival is by its origin ("Contact form"), a change of
 * its booked call by the administrator who made it or the visitor.
 */
async function historyOf(db: Queryable, lead: LeadRow): Promise<Lead["history"]> {
  const rows = await db
    .select({ event: leadEvents, adminName: users.name, adminDeletedAt: users.deletedAt })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.adminId))
    .where(eq(leadEvents.leadId, lead.id))
    .orderBy(asc(leadEvents.id));
  return rows.map(({ event, adminName, adminDeletedAt }) => ({
    id: event.id,
    kind: event.kind,
    at: iso(event.at),
    by:
      event.kind === "received"
        ? leadOriginLabels[lead.origin]
        : event.kind === "call" && event.adminId === null
          ? callChangedByVisitor
          : adminName && !adminDeletedAt
            ? adminName
            : deletedAccountName,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    valuePkr: event.valuePkr,
    lostReason: event.lostReason,
    note: event.note,
    followUpOn: event.followUpOn,
  }));
}

/** One lead in full: what the person wrote, its stage, where it came from, its history. */
export async function getLead(deps: Pick<LeadDeps, "db">, input: { id: number }): Promise<Lead> {
  const { db } = deps;
  const [lead] = await db.select().from(leads).where(eq(leads.id, input.id));
  if (!lead) throw leadNotFound();
  return {
    id: lead.id,
    status: lead.status,
    spamReason: lead.spamReason,
    spamScore: lead.spamScore,
    spamSignals: lead.spamSignals,
    ...writtenFields(lead),
    createdAt: iso(lead.createdAt),
    handledAt: isoOrNull(lead.handledAt),
    valuePkr: lead.valuePkr,
    lostReason: lead.lostReason,
    nextFollowUpOn: lead.nextFollowUpOn,
    attribution: {
      landingPath: lead.landingPath,
      source: lead.source,
      medium: lead.utmMedium,
      campaign: lead.utmCampaign,
      servicePath: lead.servicePath,
      service: lead.servicePath ? serviceOfPath(lead.servicePath) : null,
      referrer: await referrerOf(db, lead.referrerId, lead.referredVia),
    },
    history: await historyOf(db, lead),
    forward: await forwardOf(db, lead.id),
  };
}
