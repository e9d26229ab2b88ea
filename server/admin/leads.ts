import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  Lead,
  LeadExportQuery,
  type LeadFilter,
  LeadFollowUpBody,
  LeadListQuery,
  LeadNoteBody,
  LeadPage,
  type LeadReferredVia,
  type LeadSummary,
  type Page,
  UpdateLeadBody,
} from "#contract/admin.ts";
import { deletedAccountName } from "#contract/user.ts";
import { forwardOf } from "#server/contact/forwarder.ts";
import { writtenFields } from "#server/contact/service.ts";
import type { Db, Tx } from "#server/db/index.ts";
import { contactMessages, leadEvents, users } from "#server/db/schema/index.ts";
import { type CsvColumn, csvOf } from "#server/http/csv.ts";
import { HttpError } from "#server/http/errors.ts";
import { serviceOfPath } from "#server/insights/services.ts";
import { openStages } from "#server/leads/follow-ups.ts";
import { creditClientReferral } from "#server/leads/referral-reward.ts";
import { iso, isoOrNull, newestPage, searchIn } from "./paging.ts";
import { listRoutes, onItem } from "./route-kit.ts";

const leadNotFound = () => new HttpError(404, "There is no message with this number.");

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

type UpdateLead = z.output<typeof UpdateLeadBody>;

type LeadExportRow = {
  lead: typeof contactMessages.$inferSelect;
  referrerEmail: string | null;
  referrerGone: Date | null;
};

/** The export's columns: a spreadsheet or CRM import reads them by these headers. */
const leadCsvColumns: Array<CsvColumn<LeadExportRow>> = [
  ["id", ({ lead }) => lead.id],
  ["received", ({ lead }) => lead.createdAt],
  ["status", ({ lead }) => lead.status],
  ["spam_reason", ({ lead }) => lead.spamReason],
  ["first_name", ({ lead }) => lead.firstName],
  ["last_name", ({ lead }) => lead.lastName],
  ["email", ({ lead }) => lead.email],
  ["phone", ({ lead }) => lead.phone],
  ["company", ({ lead }) => lead.company],
  ["subject", ({ lead }) => lead.subject],
  ["message", ({ lead }) => lead.message],
  ["handled_at", ({ lead }) => lead.handledAt],
  ["value_pkr", ({ lead }) => lead.valuePkr],
  ["lost_reason", ({ lead }) => lead.lostReason],
  ["won_at", ({ lead }) => lead.wonAt],
  ["next_follow_up", ({ lead }) => lead.nextFollowUpOn],
  ["landing_page", ({ lead }) => lead.landingPath],
  ["source", ({ lead }) => lead.source],
  ["medium", ({ lead }) => lead.utmMedium],
  ["campaign", ({ lead }) => lead.utmCampaign],
  ["service_page", ({ lead }) => lead.servicePath],
  ["service", ({ lead }) => (lead.servicePath ? serviceOfPath(lead.servicePath) : null)],
  [
    "referrer_email",
    ({ referrerEmail, referrerGone }) =>
      referrerEmail ? (referrerGone ? deletedAccountName : referrerEmail) : null,
  ],
  ["referred_via", ({ lead }) => lead.referredVia],
];

/**
 * The contact form's messages as a sales pipeline: the inbox by stage, one lead with where it
 * came from and its history, stage changes (which pay a referred client's reward), notes,
 * follow-up dates, and the CSV export. Every change writes its lead_events row in the same
 * transaction; the admin area's hook adds the audit log's row.
 */
export function createAdminLeads(deps: { db: Db; clientBonusPoints: number }) {
  const { db } = deps;

  function leadWhere(q: string, status: LeadFilter): SQL | undefined {
    return and(
      status === "inbox"
        ? ne(contactMessages.status, "spam")
        : status === "open"
          ? inArray(contactMessages.status, openStages)
          : status === "all"
            ? undefined
            : eq(contactMessages.status, status),
      searchIn(q, [
        sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
        contactMessages.email,
        contactMessages.company,
        contactMessages.phone,
        contactMessages.message,
      ]),
    );
  }

  async function listLeads(query: z.output<typeof LeadListQuery>): Promise<Page<LeadSummary>> {
    const where = leadWhere(query.q, query.status);
    return newestPage(db, contactMessages, query.page, where, (row) => ({
      id: row.id,
      status: row.status,
      spamReason: row.spamReason,
      name: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company,
      email: row.email,
      excerpt: excerpt(row.message),
      createdAt: iso(row.createdAt),
      valuePkr: row.valuePkr,
      nextFollowUpOn: row.nextFollowUpOn,
      source: row.source,
    }));
  }

  async function referrerOf(
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

  async function historyOf(id: number): Promise<Lead["history"]> {
    const rows = await db
      .select({
        event: leadEvents,
        adminName: users.name,
        adminDeletedAt: users.deletedAt,
      })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.adminId))
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.id));
    return rows.map(({ event, adminName, adminDeletedAt }) => ({
      id: event.id,
      kind: event.kind,
      at: iso(event.at),
      by: adminName && !adminDeletedAt ? adminName : deletedAccountName,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      valuePkr: event.valuePkr,
      lostReason: event.lostReason,
      note: event.note,
      followUpOn: event.followUpOn,
    }));
  }

  async function getLead(id: number): Promise<Lead> {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!message) throw leadNotFound();
    return {
      id: message.id,
      status: message.status,
      spamReason: message.spamReason,
      ...writtenFields(message),
      createdAt: iso(message.createdAt),
      handledAt: isoOrNull(message.handledAt),
      valuePkr: message.valuePkr,
      lostReason: message.lostReason,
      nextFollowUpOn: message.nextFollowUpOn,
      attribution: {
        landingPath: message.landingPath,
        source: message.source,
        medium: message.utmMedium,
        campaign: message.utmCampaign,
        servicePath: message.servicePath,
        service: message.servicePath ? serviceOfPath(message.servicePath) : null,
        referrer: await referrerOf(message.referrerId, message.referredVia),
      },
      history: await historyOf(id),
      forward: await forwardOf(db, message.id),
    };
  }

  /** Locks the lead for the change, so concurrent changes of one lead run one after the other. */
  async function lockedLead(tx: Tx, id: number) {
    const [lead] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!lead) throw leadNotFound();
    return lead;
  }

  /**
   * Moves a lead to a stage. A value given with a proposal or a win replaces the deal's value
   * (left out, the value stays); a lost reason is kept only while the lead is lost. Marking a
   * lead won credits its referrer's reward, once per lead ever (referral-reward.ts).
   */
  async function setLeadStatus(id: number, change: UpdateLead, adminId: string): Promise<Lead> {
    await db.transaction(async (tx) => {
      const lead = await lockedLead(tx, id);
      const { status } = change;
      const valuePkr = change.valuePkr ?? lead.valuePkr;
      const lostReason = status === "lost" ? change.lostReason || null : null;
      await tx
        .update(contactMessages)
        .set({
          status,
          spamReason:
            status === "spam" ? sql`coalesce(${contactMessages.spamReason}, 'admin')` : sql`null`,
          handledAt:
            status === "new"
              ? sql`null`
              : status === "spam"
                ? sql`${contactMessages.handledAt}`
                : sql`coalesce(${contactMessages.handledAt}, now())`,
          valuePkr,
          lostReason,
          wonAt:
            status !== "won"
              ? sql`null`
              : lead.status === "won"
                ? sql`${contactMessages.wonAt}`
                : sql`now()`,
        })
        .where(eq(contactMessages.id, id));
      await tx.insert(leadEvents).values({
        leadId: id,
        kind: "status",
        adminId,
        fromStatus: lead.status,
        toStatus: status,
        valuePkr: change.valuePkr ?? null,
        lostReason,
      });
      if (status === "won" && lead.referrerId)
        await creditClientReferral(tx, {
          leadId: id,
          referrerId: lead.referrerId,
          points: deps.clientBonusPoints,
        });
    });
    return getLead(id);
  }

  async function addNote(id: number, note: string, adminId: string): Promise<Lead> {
    await db.transaction(async (tx) => {
      await lockedLead(tx, id);
      await tx.insert(leadEvents).values({ leadId: id, kind: "note", adminId, note });
    });
    return getLead(id);
  }

  /** Sets the next follow-up day, or clears it with null. */
  async function setFollowUp(id: number, on: string | null, adminId: string): Promise<Lead> {
    await db.transaction(async (tx) => {
      await lockedLead(tx, id);
      await tx
        .update(contactMessages)
        .set({ nextFollowUpOn: on })
        .where(eq(contactMessages.id, id));
      await tx
        .insert(leadEvents)
        .values({ leadId: id, kind: "follow-up", adminId, followUpOn: on });
    });
    return getLead(id);
  }

  async function leadsCsv(query: z.output<typeof LeadExportQuery>): Promise<string> {
    const rows = await db
      .select({ lead: contactMessages, referrerEmail: users.email, referrerGone: users.deletedAt })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.referrerId))
      .where(leadWhere(query.q, query.status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return csvOf(leadCsvColumns, rows);
  }

  return {
    list: listLeads,
    get: getLead,
    setStatus: setLeadStatus,
    addNote,
    setFollowUp,
    csv: leadsCsv,
  };
}

const registerLeadList = listRoutes({
  path: "/admin/leads",
  summary: "Contact messages, newest first, 50 a page; search and status filter",
  query: LeadListQuery,
  page: LeadPage,
  csv: { summary: "Every contact message matching the filters, as CSV", query: LeadExportQuery },
});

export type AdminLeads = ReturnType<typeof createAdminLeads>;

export function registerLeadRoutes(api: FastifyInstance, leads: AdminLeads) {
  const app = registerLeadList(api, leads);

  app.get(
    "/admin/leads/:id",
    { schema: onItem("One contact message in full", Lead) },
    async (request) => leads.get(request.params.id),
  );

  app.patch(
    "/admin/leads/:id",
    {
      schema: {
        ...onItem("Move a lead to a pipeline stage, with a deal value or a lost reason", Lead),
        description:
          "Stages: new, contacted, proposal, won, lost, spam. `valuePkr` goes with proposal or " +
          "won (left out, the value stays), `lostReason` with lost. Marking a lead won credits " +
          "its referrer's referred-client reward, once per lead.",
        body: UpdateLeadBody,
      },
    },
    async (request) => leads.setStatus(request.params.id, request.body, request.userId),
  );

  app.post(
    "/admin/leads/:id/notes",
    { schema: { ...onItem("Add a note to a lead's history", Lead), body: LeadNoteBody } },
    async (request) => leads.addNote(request.params.id, request.body.note, request.userId),
  );

  app.put(
    "/admin/leads/:id/follow-up",
    {
      schema: {
        ...onItem("Set (a day) or clear (null) a lead's next follow-up", Lead),
        body: LeadFollowUpBody,
      },
    },
    async (request) => leads.setFollowUp(request.params.id, request.body.on, request.userId),
  );
}
