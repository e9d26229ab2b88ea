import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type AdminOverview,
  type AdminRedemption,
  type AdminUser,
  type Lead,
  type LeadFilter,
  type LeadStatus,
  type LeadSummary,
  type Page,
  type RedemptionFilter,
  type SpamReason,
  type Subscriber,
  type SubscriberFilter,
} from "#contract/admin.ts";
import type { NewsletterStatus } from "#contract/newsletter-fields.ts";
import type { RedemptionStatus } from "#contract/user.ts";
import type { Db } from "#server/db/index.ts";
import {
  contactForwards,
  contactMessages,
  newsletterSubscribers,
  redemptions,
  referrals,
  users,
} from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { newsletterLinks } from "#server/newsletter/templates.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import { deletedAccountName } from "#server/users/service.ts";
import { type CsvCell, toCsv } from "./csv.ts";
import { isAdmin } from "./guard.ts";
import { contains, iso, isoOrNull, paged } from "./paging.ts";

const leadNotFound = () => new HttpError(404, "There is no message with this number.");
const redemptionNotFound = () => new HttpError(404, "There is no redemption with this number.");

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

export function createAdminService(deps: {
  db: Db;
  publicUrl: string;
  referrals: ReferralService;
}) {
  const { db } = deps;

  async function me(userId: string) {
    const [user] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user!;
  }

  async function overview(): Promise<AdminOverview> {
    const weekAgo = sql`now() - interval '7 days'`;
    const [[leads], [subscribers], [people], [payouts], [held]] = await Promise.all([
      db
        .select({
          newLeads: sql<number>`count(*) filter (where ${contactMessages.status} = 'new')`,
          leadsThisWeek: sql<number>`count(*) filter (where ${contactMessages.status} <> 'spam' and ${contactMessages.createdAt} >= ${weekAgo})`,
        })
        .from(contactMessages),
      db
        .select({
          confirmed: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'confirmed')`,
          pending: sql<number>`count(*) filter (where ${newsletterSubscribers.status} = 'pending')`,
        })
        .from(newsletterSubscribers),
      db.select({ value: count() }).from(users).where(isNull(users.deletedAt)),
      db
        .select({ value: count(), pkr: sql<number>`coalesce(sum(${redemptions.pkr}), 0)` })
        .from(redemptions)
        .where(eq(redemptions.status, "pending")),
      db.select({ value: count() }).from(referrals).where(eq(referrals.status, "flagged")),
    ]);
    return {
      newLeads: Number(leads?.newLeads ?? 0),
      leadsThisWeek: Number(leads?.leadsThisWeek ?? 0),
      confirmedSubscribers: Number(subscribers?.confirmed ?? 0),
      pendingSubscribers: Number(subscribers?.pending ?? 0),
      users: people?.value ?? 0,
      pendingRedemptions: payouts?.value ?? 0,
      pendingPkr: Number(payouts?.pkr ?? 0),
      flaggedReferrals: held?.value ?? 0,
    };
  }

  // --- leads ---

  function leadWhere(q: string, status: LeadFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (status === "inbox") conditions.push(ne(contactMessages.status, "spam"));
    else if (status !== "all") conditions.push(eq(contactMessages.status, status));
    if (q) {
      const pattern = contains(q);
      conditions.push(
        or(
          ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.company, pattern),
          ilike(contactMessages.phone, pattern),
          ilike(contactMessages.message, pattern),
        )!,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function listLeads(query: {
    q: string;
    status: LeadFilter;
    page: number;
  }): Promise<Page<LeadSummary>> {
    const where = leadWhere(query.q, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(contactMessages).where(where),
      async (offset) => {
        const rows = await db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          status: row.status as LeadStatus,
          spamReason: row.spamReason as SpamReason | null,
          name: `${row.firstName} ${row.lastName}`.trim(),
          company: row.company,
          email: row.email,
          excerpt: excerpt(row.message),
          createdAt: iso(row.createdAt),
        }));
      },
    );
  }

  async function getLead(id: number): Promise<Lead> {
    const [row] = await db
      .select({ message: contactMessages, forward: contactForwards })
      .from(contactMessages)
      .leftJoin(contactForwards, eq(contactForwards.messageId, contactMessages.id))
      .where(eq(contactMessages.id, id));
    if (!row) throw leadNotFound();
    const { message, forward } = row;
    return {
      id: message.id,
      status: message.status as LeadStatus,
      spamReason: message.spamReason as SpamReason | null,
      firstName: message.firstName,
      lastName: message.lastName,
      company: message.company,
      phone: message.phone,
      email: message.email,
      subject: message.subject,
      message: message.message,
      createdAt: iso(message.createdAt),
      handledAt: isoOrNull(message.handledAt),
      forward: forward
        ? {
            state: forward.sentAt ? "sent" : forward.lastError ? "failed" : "pending",
            attempts: forward.attempts,
            lastError: forward.lastError,
          }
        : null,
    };
  }

  /** Handled, back to new, or spam (kept, out of the inbox); "new" also rescues from spam. */
  async function setLeadStatus(id: number, status: LeadStatus): Promise<Lead> {
    const [updated] = await db
      .update(contactMessages)
      .set({
        status,
        spamReason:
          status === "spam" ? sql`coalesce(${contactMessages.spamReason}, 'admin')` : sql`null`,
        handledAt:
          status === "handled"
            ? sql`coalesce(${contactMessages.handledAt}, now())`
            : status === "new"
              ? sql`null`
              : sql`${contactMessages.handledAt}`,
      })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!updated) throw leadNotFound();
    return getLead(id);
  }

  async function leadsCsv(query: { q: string; status: LeadFilter }): Promise<string> {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(leadWhere(query.q, query.status))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return toCsv(
      [
        "id",
        "received",
        "status",
        "spam_reason",
        "first_name",
        "last_name",
        "email",
        "phone",
        "company",
        "subject",
        "message",
        "handled_at",
      ],
      rows.map((row): CsvCell[] => [
        row.id,
        row.createdAt,
        row.status,
        row.spamReason,
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.company,
        row.subject,
        row.message,
        row.handledAt,
      ]),
    );
  }

  // --- newsletter subscribers ---

  function subscriberWhere(q: string, status: SubscriberFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (status !== "all") conditions.push(eq(newsletterSubscribers.status, status));
    if (q) conditions.push(ilike(newsletterSubscribers.email, contains(q)));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function listSubscribers(query: {
    q: string;
    status: SubscriberFilter;
    page: number;
  }): Promise<Page<Subscriber>> {
    const where = subscriberWhere(query.q, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(newsletterSubscribers).where(where),
      async (offset) => {
        const rows = await db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status as NewsletterStatus,
          createdAt: iso(row.createdAt),
          confirmedAt: isoOrNull(row.confirmedAt),
          unsubscribedAt: isoOrNull(row.unsubscribedAt),
        }));
      },
    );
  }

  /** With each subscriber's unsubscribe link, for a mailing tool to put in every e-mail. */
  async function subscribersCsv(query: { q: string; status: SubscriberFilter }): Promise<string> {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(subscriberWhere(query.q, query.status))
      .orderBy(asc(newsletterSubscribers.email));
    return toCsv(
      ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "unsubscribe_url"],
      rows.map((row): CsvCell[] => [
        row.email,
        row.status,
        row.createdAt,
        row.confirmedAt,
        row.unsubscribedAt,
        newsletterLinks.unsubscribe(deps.publicUrl, row.unsubscribeToken),
      ]),
    );
  }

  // --- users ---

  async function listUsers(query: { q: string; page: number }): Promise<Page<AdminUser>> {
    const where = query.q
      ? or(ilike(users.name, contains(query.q)), ilike(users.email, contains(query.q)))
      : undefined;
    // Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would capture.
    const referralCount = sql<number>`(select count(*) from ${referrals} where ${referrals.referrerId} = "users"."id")`;
    return paged(
      query.page,
      db.select({ value: count() }).from(users).where(where),
      async (offset) => {
        const rows = await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            points: users.points,
            referrals: referralCount,
            emailVerifiedAt: users.emailVerifiedAt,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.email))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          role: isAdmin(row) ? ("admin" as const) : ("user" as const),
          points: row.points,
          referrals: Number(row.referrals),
          emailVerified: row.emailVerifiedAt !== null,
          createdAt: iso(row.createdAt),
        }));
      },
    );
  }

  // --- redemptions ---

  const redemptionColumns = {
    id: redemptions.id,
    userName: users.name,
    userEmail: users.email,
    points: redemptions.points,
    pkr: redemptions.pkr,
    status: redemptions.status,
    note: redemptions.note,
    createdAt: redemptions.createdAt,
    paidAt: redemptions.paidAt,
    userId: redemptions.userId,
    emailVerifiedAt: users.emailVerifiedAt,
  };

  type RedemptionRow = {
    id: number;
    userName: string;
    userEmail: string;
    points: number;
    pkr: number;
    status: string;
    note: string | null;
    createdAt: Date;
    paidAt: Date | null;
    userId: string;
    emailVerifiedAt: Date | null;
  };

  /**
   * Each payout with the referrals its account had collected by then, so the points it spends
   * can be traced to the sign-ups (and their confirmation) that earned them.
   */
  async function redemptionsOut(rows: RedemptionRow[]): Promise<AdminRedemption[]> {
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const earned =
      userIds.length === 0
        ? []
        : await db
            .select({
              referrerId: referrals.referrerId,
              referredEmail: users.email,
              deletedAt: users.deletedAt,
              status: referrals.status,
              flagReason: referrals.flagReason,
              points: referrals.points,
              createdAt: referrals.createdAt,
              verifiedAt: referrals.verifiedAt,
            })
            .from(referrals)
            .innerJoin(users, eq(users.id, referrals.referredUserId))
            .where(inArray(referrals.referrerId, userIds))
            .orderBy(asc(referrals.createdAt));
    return rows.map(({ userId, emailVerifiedAt, ...row }) => ({
      ...row,
      status: row.status as RedemptionStatus,
      createdAt: iso(row.createdAt),
      paidAt: isoOrNull(row.paidAt),
      emailVerified: emailVerifiedAt !== null,
      referrals: earned
        .filter((referral) => referral.referrerId === userId && referral.createdAt <= row.createdAt)
        .map((referral) => ({
          referredEmail: referral.deletedAt ? deletedAccountName : referral.referredEmail,
          status: referral.status,
          flagReason: referral.flagReason,
          points: referral.points,
          createdAt: iso(referral.createdAt),
          verifiedAt: isoOrNull(referral.verifiedAt),
        })),
    }));
  }

  /** Pending first, oldest first (the order to pay them in), then paid, latest first. */
  async function listRedemptions(query: {
    status: RedemptionFilter;
    page: number;
  }): Promise<Page<AdminRedemption>> {
    const where = query.status === "all" ? undefined : eq(redemptions.status, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(redemptions).where(where),
      async (offset) => {
        const rows = await db
          .select(redemptionColumns)
          .from(redemptions)
          .innerJoin(users, eq(users.id, redemptions.userId))
          .where(where)
          .orderBy(
            sql`${redemptions.status} <> 'pending'`,
            sql`case when ${redemptions.status} = 'pending' then ${redemptions.createdAt} end asc`,
            sql`${redemptions.paidAt} desc nulls last`,
            desc(redemptions.id),
          )
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
        return redemptionsOut(rows);
      },
    );
  }

  /** Marks a pending redemption paid, once; the user's points history shows it as paid. */
  async function payRedemption(id: number, note: string): Promise<AdminRedemption> {
    const [paid] = await db
      .update(redemptions)
      .set({ status: "paid", paidAt: sql`now()`, note: note || null })
      .where(and(eq(redemptions.id, id), eq(redemptions.status, "pending")))
      .returning({ id: redemptions.id });
    const [row] = await db
      .select(redemptionColumns)
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .where(eq(redemptions.id, id));
    if (!row) throw redemptionNotFound();
    if (!paid) throw new HttpError(409, "This redemption has already been marked paid.");
    const [out] = await redemptionsOut([row]);
    return out!;
  }

  return {
    me,
    overview,
    listLeads,
    getLead,
    setLeadStatus,
    leadsCsv,
    listSubscribers,
    subscribersCsv,
    listUsers,
    listRedemptions,
    payRedemption,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
