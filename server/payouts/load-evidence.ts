import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/index.ts";
import {
  leads,
  payoutAccountUses,
  payoutMethods,
  pointsLedger,
  referrals,
  securityEvents,
  users,
} from "#server/db/schema/index.ts";
import type { ReferralDigests } from "#server/referrals/digests.ts";
import type { EvidenceClientReward, EvidenceSharedAccount } from "./evidence.ts";

/** The referrals each member had collected, oldest first, with what the evidence reads. */
export async function referralsOf(db: Queryable, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return db
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
    .where(inArray(referrals.referrerId, memberIds))
    .orderBy(asc(referrals.createdAt));
}

/** What the member did themselves: the audit log's entries that need their password or session. */
const ownKinds = [
  "login-success",
  "signup",
  "password-changed",
  "password-reset",
  "payout-method-changed",
] as const;

/** The member's own clients, networks and browsers, as the digests a lead keeps. */
async function signInsOf(db: Queryable, digests: ReferralDigests, memberIds: string[]) {
  const rows = await db
    .select({
      userId: securityEvents.userId,
      ip: securityEvents.ip,
      agent: securityEvents.userAgent,
    })
    .from(securityEvents)
    .where(
      and(
        inArray(securityEvents.userId, memberIds),
        inArray(securityEvents.kind, [...ownKinds]),
        isNotNull(securityEvents.ip),
      ),
    )
    .orderBy(desc(securityEvents.at))
    .limit(2000);
  const byMember = new Map<
    string,
    { clients: Set<string>; networks: Set<string>; agents: Set<string> }
  >();
  for (const row of rows) {
    const own = byMember.get(row.userId!) ?? {
      clients: new Set<string>(),
      networks: new Set<string>(),
      agents: new Set<string>(),
    };
    own.clients.add(digests.client(row.ip!));
    own.networks.add(digests.network(row.ip!));
    if (row.agent) own.agents.add(digests.agent(row.agent));
    byMember.set(row.userId!, own);
  }
  return byMember;
}

export type ClientRewardRow = EvidenceClientReward & {
  userId: string;
  points: number;
  valuePkr: number | null;
  wonAt: Date | null;
  wonBy: string | null;
  via: "link" | "member" | null;
  creditedAt: Date;
};

/**
 * The won leads behind each member's client-referral points, with who marked them won and how
 * the enquiry's sender compares with the member's own sign-ins.
 */
export async function clientRewardsOf(
  db: Queryable,
  digests: ReferralDigests,
  memberIds: string[],
): Promise<ClientRewardRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      userId: pointsLedger.userId,
      points: pointsLedger.amount,
      creditedAt: pointsLedger.createdAt,
      leadId: leads.id,
      company: sql<string>`coalesce(nullif(${leads.company}, ''), trim(${leads.firstName} || ' ' || ${leads.lastName}))`,
      valuePkr: leads.valuePkr,
      wonAt: leads.wonAt,
      via: leads.referredVia,
      senderUserId: leads.senderUserId,
      senderClient: leads.senderClient,
      senderNetwork: leads.senderNetwork,
      senderAgent: leads.senderAgent,
      // Who last marked it won, by its history.
      wonBy: sql<string | null>`(
        select won_by.name from lead_events won
        join users won_by on won_by.id = won.admin_id
        where won.lead_id = ${leads.id} and won.to_status = 'won'
        order by won.id desc limit 1)`,
    })
    .from(pointsLedger)
    .innerJoin(leads, eq(leads.id, pointsLedger.leadId))
    .where(and(inArray(pointsLedger.userId, memberIds), eq(pointsLedger.reason, "client_referral")))
    .orderBy(asc(pointsLedger.createdAt));
  const own = await signInsOf(db, digests, memberIds);
  return rows.map((row) => {
    const member = own.get(row.userId);
    return {
      userId: row.userId,
      points: row.points,
      creditedAt: row.creditedAt,
      leadId: row.leadId,
      company: row.company,
      valuePkr: row.valuePkr,
      wonAt: row.wonAt,
      wonBy: row.wonBy,
      via: row.via,
      senderIsMember: row.senderUserId === row.userId,
      sameClient: Boolean(row.senderClient && member?.clients.has(row.senderClient)),
      sameNetwork: Boolean(row.senderNetwork && member?.networks.has(row.senderNetwork)),
      sameAgent: Boolean(row.senderAgent && member?.agents.has(row.senderAgent)),
    };
  });
}

/**
 * Other members who give a payout account now (their payout method) or gave it before (the
 * history of every account saved), by account number.
 */
export async function sharedAccountsOf(
  db: Queryable,
  digests: ReferralDigests,
  accounts: Array<{ userId: string; number: string }>,
): Promise<Map<string, EvidenceSharedAccount & { userId: string }>[]> {
  if (accounts.length === 0) return [];
  const digestOf = accounts.map((account) => digests.payoutAccount(account.number));
  const [used, current] = await Promise.all([
    db
      .select({
        digest: payoutAccountUses.digest,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(payoutAccountUses)
      .innerJoin(users, eq(users.id, payoutAccountUses.userId))
      .where(inArray(payoutAccountUses.digest, [...new Set(digestOf)])),
    db
      .select({
        wallet: payoutMethods.wallet,
        iban: payoutMethods.iban,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(payoutMethods)
      .innerJoin(users, eq(users.id, payoutMethods.userId))
      .where(
        or(
          inArray(
            payoutMethods.wallet,
            accounts.map((a) => a.number),
          ),
          inArray(
            payoutMethods.iban,
            accounts.map((a) => a.number),
          ),
        ),
      ),
  ]);
  return accounts.map((account, i) => {
    const others = new Map<string, EvidenceSharedAccount & { userId: string }>();
    for (const row of used)
      if (row.digest === digestOf[i] && row.userId !== account.userId)
        others.set(row.userId, { ...row, current: false });
    for (const row of current)
      if ((row.wallet ?? row.iban) === account.number && row.userId !== account.userId)
        others.set(row.userId, {
          userId: row.userId,
          name: row.name,
          email: row.email,
          current: true,
        });
    return others;
  });
}

/** Keeps the history of payout accounts: one row per member and account, with first and last use. */
export async function recordAccountUse(
  db: Queryable,
  digests: ReferralDigests,
  use: { userId: string; number: string; method: "jazzcash" | "easypaisa" | "bank" },
): Promise<void> {
  await db
    .insert(payoutAccountUses)
    .values({ digest: digests.payoutAccount(use.number), userId: use.userId, method: use.method })
    .onConflictDoUpdate({
      target: [payoutAccountUses.digest, payoutAccountUses.userId],
      set: { lastUsedAt: sql`now()` },
    });
}
