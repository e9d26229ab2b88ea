import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  type AdminRedemption,
  AdminRedemptionDetail,
  type Page,
  PayRedemptionBody,
  RedemptionListQuery,
  RedemptionPage,
  RejectRedemptionBody,
} from "#contract/admin.ts";
import { EmptyBody } from "#contract/auth.ts";
import { maskAccount, type PayoutMethodKind, payoutMethodLabels } from "#contract/payout.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Db, Tx } from "#server/db/index.ts";
import { paged } from "#server/db/paging.ts";
import {
  payoutMethods,
  redemptions,
  referrals,
  securityEvents,
  users,
} from "#server/db/schema/index.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import { toCsv } from "#server/http/csv.ts";
import { HttpError } from "#server/http/errors.ts";
import { mailDomainOf } from "#server/mail/mailbox.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { redemptionPaidMail, redemptionRejectedMail } from "#server/mail/templates.ts";
import { creditPoints, recordForfeit } from "#server/points/ledger.ts";
import { payoutAccountOf } from "#server/users/payout.ts";
import { assessRisk, type EvidenceReferral, networkLabels } from "./redemption-evidence.ts";

export const redemptionMessages = {
  notFound: "There is no redemption with this number.",
  notRequested: (status: string) =>
    `Only a requested redemption can be approved; this one is ${status}.`,
  awaitingDetails:
    "The member has not given payout details yet: it becomes a request to approve once they do.",
  notApproved: (status: string) =>
    `Only an approved redemption can be marked paid; this one is ${status}. Approve it first.`,
  notOpen: (status: string) =>
    `This redemption is already ${status}: it can no longer be rejected.`,
};

type Status = (typeof redemptions.$inferSelect)["status"];
const statusWords: Record<Status, string> = {
  "awaiting-details": "awaiting payout details",
  requested: "requested",
  approved: "approved",
  paid: "paid",
  rejected: "rejected",
};

/**
 * The payout queue: every redemption is reviewed. An administrator approves a request (its payout
 * account is copied onto it then), marks an approved one paid with the transaction's reference,
 * or rejects an open one with a reason, returning or forfeiting its points. Each decision locks
 * the row and checks its status, so two administrators deciding at once get one outcome.
 */
export function createAdminRedemptions(deps: { db: Db; mailQueued: () => void }) {
  const { db } = deps;
  const current = alias(payoutMethods, "current_payout");

  const redemptionColumns = {
    id: redemptions.id,
    userName: users.name,
    userEmail: users.email,
    points: redemptions.points,
    pkr: redemptions.pkr,
    status: redemptions.status,
    note: redemptions.note,
    createdAt: redemptions.createdAt,
    decidedAt: redemptions.decidedAt,
    paidAt: redemptions.paidAt,
    reference: redemptions.reference,
    rejectReason: redemptions.rejectReason,
    pointsReturned: redemptions.pointsReturned,
    payoutMethod: redemptions.payoutMethod,
    payoutAccount: redemptions.payoutAccount,
    currentMethod: current.method,
    currentWallet: current.wallet,
    currentIban: current.iban,
    currentTitle: current.accountTitle,
    userId: redemptions.userId,
    emailVerifiedAt: users.emailVerifiedAt,
    accountCreatedAt: users.createdAt,
    memberDomain: users.emailCanonical,
  };

  const selectRedemptions = () =>
    db
      .select(redemptionColumns)
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .leftJoin(current, eq(current.userId, redemptions.userId));

  type RedemptionRow = Awaited<ReturnType<ReturnType<typeof selectRedemptions>["execute"]>>[number];

  /** As approved; before that, the member's current method. */
  const payoutOf = (row: RedemptionRow): { method: PayoutMethodKind; account: string } | null => {
    if (row.payoutMethod && row.payoutAccount)
      return { method: row.payoutMethod, account: row.payoutAccount };
    if (!row.currentMethod) return null;
    return {
      method: row.currentMethod,
      account: payoutAccountOf({
        method: row.currentMethod,
        wallet: row.currentWallet,
        iban: row.currentIban,
        accountTitle: row.currentTitle,
      }),
    };
  };

  /** The account number alone, for the mask ("PK36… (Title)" → its IBAN). */
  const accountNumber = (account: string) => account.split(" ")[0] ?? account;

  /**
   * Each payout with the referrals its account had collected by then and the evidence they make,
   * so the points it spends can be traced to the sign-ups that earned them.
   */
  async function redemptionsOut(rows: RedemptionRow[]): Promise<AdminRedemptionDetail[]> {
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
              domain: referrals.referredDomain,
              networkHash: referrals.signupNetworkHash,
              signedInAgain: sql<boolean>`${referrals.verifiedAt} is not null and exists (
                select 1 from ${securityEvents}
                where ${securityEvents.userId} = ${referrals.referredUserId}
                  and ${securityEvents.kind} = 'login-success'
                  and ${securityEvents.at} > ${referrals.verifiedAt})`,
            })
            .from(referrals)
            .innerJoin(users, eq(users.id, referrals.referredUserId))
            .where(inArray(referrals.referrerId, userIds))
            .orderBy(asc(referrals.createdAt));
    return rows.map((row) => {
      const own = earned.filter(
        (referral) => referral.referrerId === row.userId && referral.createdAt <= row.createdAt,
      );
      const evidence: EvidenceReferral[] = own.map((referral) => ({
        domain: referral.domain,
        networkHash: referral.networkHash,
        status: referral.status,
        flagReason: referral.flagReason,
        createdAt: referral.createdAt,
        verifiedAt: referral.verifiedAt,
        signedInAgain: Boolean(referral.signedInAgain),
        deleted: referral.deletedAt !== null,
      }));
      const networks = networkLabels(evidence);
      const payout = payoutOf(row);
      return {
        id: row.id,
        userName: row.userName,
        userEmail: row.userEmail,
        points: row.points,
        pkr: row.pkr,
        status: row.status,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        paidAt: row.paidAt?.toISOString() ?? null,
        reference: row.reference,
        rejectReason: row.rejectReason,
        pointsReturned: row.pointsReturned,
        emailVerified: row.emailVerifiedAt !== null,
        accountCreatedAt: row.accountCreatedAt.toISOString(),
        payout: payout
          ? { method: payout.method, account: maskAccount(accountNumber(payout.account)) }
          : null,
        payoutAccount: payout?.account ?? null,
        risk: assessRisk({
          memberDomain: row.memberDomain ? mailDomainOf(row.memberDomain) : null,
          accountCreatedAt: row.accountCreatedAt,
          redeemedAt: row.createdAt,
          referrals: evidence,
        }),
        referrals: own.map((referral) => ({
          referredEmail: referral.deletedAt
            ? `${deletedAccountName}${referral.domain ? ` (@${referral.domain})` : ""}`
            : referral.referredEmail,
          status: referral.status,
          flagReason: referral.flagReason,
          points: referral.points,
          createdAt: referral.createdAt.toISOString(),
          verifiedAt: referral.verifiedAt?.toISOString() ?? null,
          domain: referral.domain,
          network: (referral.networkHash && networks.get(referral.networkHash)) || null,
          signedInAgain: Boolean(referral.signedInAgain),
        })),
      };
    });
  }

  /** A list shows the payout account masked; only one item (to pay it) shows it whole. */
  const masked = ({ payoutAccount: _, ...item }: AdminRedemptionDetail): AdminRedemption => item;

  const openFirst = [
    sql`${redemptions.status} not in ('requested', 'approved', 'awaiting-details')`,
    sql`case when ${redemptions.status} in ('requested', 'approved', 'awaiting-details') then ${redemptions.createdAt} end asc`,
    sql`coalesce(${redemptions.paidAt}, ${redemptions.decidedAt}) desc nulls last`,
    desc(redemptions.id),
  ];

  /** Open first, oldest first (the order to decide them in), then decided, latest first. */
  async function listRedemptions(
    query: z.output<typeof RedemptionListQuery>,
  ): Promise<Page<AdminRedemption>> {
    const where = query.status === "all" ? undefined : eq(redemptions.status, query.status);
    return paged(
      query.page,
      db.select({ value: count() }).from(redemptions).where(where),
      selectRedemptions()
        .where(where)
        .orderBy(...openFirst)
        .$dynamic(),
      async (rows) => (await redemptionsOut(rows)).map(masked),
    );
  }

  async function getRedemption(id: number): Promise<AdminRedemptionDetail> {
    const rows = await selectRedemptions().where(eq(redemptions.id, id));
    if (rows.length === 0) throw new HttpError(404, redemptionMessages.notFound);
    const [out] = await redemptionsOut(rows);
    return out!;
  }

  /** The redemption's row, locked for the decision: a second decision waits, then sees this one. */
  async function lock(tx: Tx, id: number) {
    const [row] = await tx
      .select({
        id: redemptions.id,
        userId: redemptions.userId,
        status: redemptions.status,
        points: redemptions.points,
        pkr: redemptions.pkr,
        payoutMethod: redemptions.payoutMethod,
        payoutAccount: redemptions.payoutAccount,
      })
      .from(redemptions)
      .where(eq(redemptions.id, id))
      .for("update");
    if (!row) throw new HttpError(404, redemptionMessages.notFound);
    return row;
  }

  /** Writes a decision (approved, paid, rejected) onto the locked redemption. */
  function recordDecision(tx: Tx, id: number, values: PgUpdateSetSource<typeof redemptions>) {
    return tx.update(redemptions).set(values).where(eq(redemptions.id, id));
  }

  /** Approves a request, fixing the account it will be paid to. */
  async function approve(id: number, adminId: string): Promise<AdminRedemptionDetail> {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (row.status === "awaiting-details")
        throw new HttpError(409, redemptionMessages.awaitingDetails);
      if (row.status !== "requested")
        throw new HttpError(409, redemptionMessages.notRequested(statusWords[row.status]));
      const [method] = await tx
        .select()
        .from(payoutMethods)
        .where(eq(payoutMethods.userId, row.userId));
      if (!method) throw new HttpError(409, redemptionMessages.awaitingDetails);
      await recordDecision(tx, id, {
        status: "approved",
        decidedAt: sql`now()`,
        decidedBy: adminId,
        payoutMethod: method.method,
        payoutAccount: payoutAccountOf(method),
      });
    });
    return getRedemption(id);
  }

  /** Marks an approved redemption paid with its reference, and mails the member the receipt. */
  async function pay(
    id: number,
    input: { reference: string; note: string },
    adminId: string,
  ): Promise<AdminRedemptionDetail> {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (row.status !== "approved")
        throw new HttpError(409, redemptionMessages.notApproved(statusWords[row.status]));
      await recordDecision(tx, id, {
        status: "paid",
        paidAt: sql`now()`,
        paidBy: adminId,
        reference: input.reference,
        note: input.note || null,
      });
      await mailMember(tx, row.userId, (member) =>
        redemptionPaidMail({
          ...member,
          pkr: row.pkr,
          points: row.points,
          method: payoutMethodLabels[row.payoutMethod!],
          account: accountNumber(row.payoutAccount ?? "").slice(-4),
          reference: input.reference,
        }),
      );
    });
    deps.mailQueued();
    return getRedemption(id);
  }

  /** Rejects an open redemption: its points go back (a ledger credit) or are forfeited (a record). */
  async function reject(
    id: number,
    input: z.output<typeof RejectRedemptionBody>,
    adminId: string,
  ): Promise<AdminRedemptionDetail> {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (row.status === "paid" || row.status === "rejected")
        throw new HttpError(409, redemptionMessages.notOpen(statusWords[row.status]));
      const returned = input.points === "return";
      await recordDecision(tx, id, {
        status: "rejected",
        decidedAt: sql`now()`,
        decidedBy: adminId,
        rejectReason: input.reason,
        pointsReturned: returned,
      });
      if (returned)
        await creditPoints(tx, {
          userId: row.userId,
          amount: row.points,
          reason: "redemption_returned",
          redemptionId: id,
        });
      else await recordForfeit(tx, row.userId, id);
      await mailMember(tx, row.userId, (member) =>
        redemptionRejectedMail({
          ...member,
          pkr: row.pkr,
          points: row.points,
          reason: input.reason,
          returned,
        }),
      );
    });
    deps.mailQueued();
    return getRedemption(id);
  }

  /** Queues a mail to the member, unless the account has been deleted since. */
  async function mailMember(
    tx: Tx,
    userId: string,
    mail: (member: { to: string; name: string }) => Parameters<typeof enqueueMail>[1],
  ) {
    const [member] = await tx
      .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (member && !member.deletedAt)
      await enqueueMail(tx, mail({ to: member.email, name: member.name }));
  }

  /**
   * Approved payouts as CSV for a bank's or wallet's bulk disbursement: one row each, the
   * account in full, oldest first. Reading the file is logged as an export of personal data.
   */
  async function approvedCsv(): Promise<string> {
    const rows = await db
      .select({
        id: redemptions.id,
        name: users.name,
        email: users.email,
        pkr: redemptions.pkr,
        method: redemptions.payoutMethod,
        account: redemptions.payoutAccount,
        approvedAt: redemptions.decidedAt,
      })
      .from(redemptions)
      .innerJoin(users, eq(users.id, redemptions.userId))
      .where(eq(redemptions.status, "approved"))
      .orderBy(asc(redemptions.decidedAt), asc(redemptions.id));
    return toCsv(
      ["Redemption", "Name", "E-mail", "Amount (PKR)", "Method", "Account", "Approved at"],
      rows.map((row) => [
        row.id,
        row.name,
        row.email,
        row.pkr,
        row.method ? payoutMethodLabels[row.method] : "",
        row.account,
        row.approvedAt,
      ]),
    );
  }

  return {
    list: listRedemptions,
    get: getRedemption,
    approve,
    pay,
    reject,
    csv: approvedCsv,
  };
}

const registerRedemptionList = listRoutes({
  path: "/admin/redemptions",
  summary: "Point redemptions with their evidence: open first (oldest first), then decided",
  query: RedemptionListQuery,
  page: RedemptionPage,
  csv: {
    summary: "Approved payouts with their accounts in full, as CSV for bulk disbursement",
    file: "approved-payouts",
  },
});

export type AdminRedemptions = ReturnType<typeof createAdminRedemptions>;

export function registerRedemptionRoutes(api: FastifyInstance, redemptions: AdminRedemptions) {
  const app = registerRedemptionList(api, redemptions);

  const decision = (summary: string) => onItem(summary, AdminRedemptionDetail, 409);

  app.get(
    "/admin/redemptions/:id",
    { schema: decision("One redemption, with its payout account in full (to pay it)") },
    async (request) => redemptions.get(request.params.id),
  );

  app.post(
    "/admin/redemptions/:id/approve",
    {
      schema: {
        ...decision("Approve a requested redemption; its payout account is fixed then"),
        body: EmptyBody,
      },
    },
    async (request) => redemptions.approve(request.params.id, request.userId),
  );

  app.post(
    "/admin/redemptions/:id/reject",
    {
      schema: {
        ...decision(
          "Reject an open redemption with a reason; its points are returned or forfeited",
        ),
        body: RejectRedemptionBody,
      },
    },
    async (request) => redemptions.reject(request.params.id, request.body, request.userId),
  );

  app.post(
    "/admin/redemptions/:id/pay",
    {
      schema: {
        ...decision(
          "Mark an approved redemption paid with the transaction reference; the member gets a receipt",
        ),
        body: PayRedemptionBody,
      },
    },
    async (request) => redemptions.pay(request.params.id, request.body, request.userId),
  );
}
