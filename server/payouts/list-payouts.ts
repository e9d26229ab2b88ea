import { count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type {
  AdminRedemption,
  AdminRedemptionDetail,
  Page,
  RedemptionListQuery,
} from "#contract/admin.ts";
import { maskAccount, type PayoutMethodKind } from "#contract/payout.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Queryable } from "#server/db/index.ts";
import { paged } from "#server/db/paging.ts";
import { payoutMethods, redemptions, users } from "#server/db/schema/index.ts";
import { mailDomainOf } from "#server/mail/mailbox.ts";
import { assessRisk, type EvidenceReferral, networkLabels } from "./evidence.ts";
import { clientRewardsOf, referralsOf, sharedAccountsOf } from "./load-evidence.ts";
import { accountNumber, type PayoutDeps, payoutAccountOf } from "./rules.ts";

const current = alias(payoutMethods, "current_payout");

const payoutColumns = {
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
  memberEmail: users.emailCanonical,
};

/** Payouts with their member and the member's current payout method. */
export const selectPayouts = (db: Queryable) =>
  db
    .select(payoutColumns)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .leftJoin(current, eq(current.userId, redemptions.userId));

type PayoutRow = Awaited<ReturnType<ReturnType<typeof selectPayouts>["execute"]>>[number];

/** As approved; before that, the member's current method. */
function payoutOf(row: PayoutRow): { method: PayoutMethodKind; account: string } | null {
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
}

const usersLink = (email: string) => `/admin/users?q=${encodeURIComponent(email)}`;

/**
 * Each payout with what its points came from up to then (referrals, won leads) and the
 * evidence they make, so every point it spends can be traced.
 */
export async function withEvidence(
  deps: Pick<PayoutDeps, "db" | "digests">,
  rows: PayoutRow[],
): Promise<AdminRedemptionDetail[]> {
  const memberIds = [...new Set(rows.map((row) => row.userId))];
  const payouts = rows.map(payoutOf);
  const [earned, rewards, shared] = await Promise.all([
    referralsOf(deps.db, memberIds),
    clientRewardsOf(deps.db, deps.digests, memberIds),
    sharedAccountsOf(
      deps.db,
      deps.digests,
      rows.flatMap((row, i) => {
        const payout = payouts[i];
        return payout ? [{ userId: row.userId, number: accountNumber(payout.account) }] : [];
      }),
    ),
  ]);
  let sharedIndex = 0;
  return rows.map((row, i) => {
    const payout = payouts[i];
    const others = payout ? [...(shared[sharedIndex++]?.values() ?? [])] : [];
    const own = earned.filter((r) => r.referrerId === row.userId && r.createdAt <= row.createdAt);
    const leads = rewards.filter((r) => r.userId === row.userId && r.creditedAt <= row.createdAt);
    const evidence: EvidenceReferral[] = own.map((r) => ({
      ...r,
      signedInAgain: Boolean(r.signedInAgain),
      deleted: r.deletedAt !== null,
    }));
    const networks = networkLabels(evidence);
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
        memberDomain: row.memberEmail ? mailDomainOf(row.memberEmail) : null,
        accountCreatedAt: row.accountCreatedAt,
        redeemedAt: row.createdAt,
        referrals: evidence,
        clientRewards: leads,
        sharedAccounts: others.map((other) => ({ ...other, href: usersLink(other.email) })),
      }),
      referrals: own.map((r) => ({
        referredEmail: r.deletedAt
          ? `${deletedAccountName}${r.domain ? ` (@${r.domain})` : ""}`
          : r.referredEmail,
        status: r.status,
        flagReason: r.flagReason,
        points: r.points,
        createdAt: r.createdAt.toISOString(),
        verifiedAt: r.verifiedAt?.toISOString() ?? null,
        domain: r.domain,
        network: (r.networkHash && networks.get(r.networkHash)) || null,
        signedInAgain: Boolean(r.signedInAgain),
      })),
      clientRewards: leads.map((lead) => ({
        leadId: lead.leadId,
        company: lead.company,
        valuePkr: lead.valuePkr,
        points: lead.points,
        wonAt: lead.wonAt?.toISOString() ?? null,
        wonBy: lead.wonBy,
        via: lead.via,
        href: `/admin/leads/${lead.leadId}`,
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
export async function listPayouts(
  deps: Pick<PayoutDeps, "db" | "digests">,
  query: z.output<typeof RedemptionListQuery>,
): Promise<Page<AdminRedemption>> {
  const where = query.status === "all" ? undefined : eq(redemptions.status, query.status);
  return paged(
    query.page,
    deps.db.select({ value: count() }).from(redemptions).where(where),
    selectPayouts(deps.db)
      .where(where)
      .orderBy(...openFirst)
      .$dynamic(),
    async (rows) => (await withEvidence(deps, rows)).map(masked),
  );
}
