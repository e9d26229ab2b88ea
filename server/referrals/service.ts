import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";
import { and, count, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import type { ReferralSummary } from "#contract/user.ts";
import { deletedAccountName } from "#contract/user.ts";
import { hasRow } from "#server/db/has-row.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { creditedMailboxes, referrals, securityEvents, users } from "#server/db/schema/index.ts";
import { clientKey, networkOf } from "#server/http/client-network.ts";
import { HttpError } from "#server/http/errors.ts";
import { isPublicMailDomain, mailDomainOf } from "#server/mail/mailbox.ts";
import { creditPoints } from "#server/points/ledger.ts";

export type ReferralRules = {
  /** Points a credited referral pays (REFERRAL_BONUS_POINTS). */
  bonus: number;
  /** Credited referrals per referrer in 30 days (0: no limit). */
  monthlyCap: number;
  /** Hours within which a shared client address holds a referral for review (0: off). */
  sameIpHours: number;
};

export const referralMessages = {
  notFlagged: "This referral is no longer waiting for review.",
  notFound: "There is no referral with this number.",
};

/** Keyed digests the referral rules compare: never the address or mailbox itself. */
export function createReferralDigests(secret: Uint8Array) {
  // Keys of their own, so a digest here can never match anything else the secret signs.
  const key = (purpose: string) => createHmac("sha256", secret).update(purpose).digest();
  const clientKeyKey = key("referral-ip/v1");
  const networkKey = key("referral-network/v1");
  const mailboxKey = key("referral-mailbox/v1");
  const digest = (k: Buffer, value: string) =>
    createHmac("sha256", k).update(value).digest("base64url").slice(0, 32);
  return {
    /** One client (an IPv6 /64 is one). */
    client: (ip: string) => digest(clientKeyKey, clientKey(ip)),
    /** Its network (IPv4 /24, IPv6 /64), for the evidence. */
    network: (ip: string) => digest(networkKey, networkOf(ip)),
    /** A canonical mailbox (server/mail/mailbox.ts). */
    mailbox: (canonical: string) => digest(mailboxKey, canonical),
  };
}

export type ReferralDigests = ReturnType<typeof createReferralDigests>;

/** A friend's non-public mail domain, or null for a free mail service (gmail.com and the like). */
const privateDomainOf = (email: string | null | undefined) => {
  const domain = mailDomainOf(email ?? "");
  return domain && !isPublicMailDomain(domain) ? domain : null;
};

/**
 * The referral programme, written from the farmer's side (one who owns many real mailboxes on a
 * catch-all domain, a few client addresses, and can delete and re-create accounts): a sign-up
 * with a code only records a pending referral; points move when the referred person proves the
 * mailbox, and not even then when
 * - the mailbox (its canonical form) earned a referral before, under any account, ever;
 * - the friend's address is on the referrer's own non-public domain, or another friend of this
 *   referrer already came from that non-public domain;
 * - the same client (an IPv6 /64) points to one person on both ends;
 * - one referrer collects more than the monthly cap.
 * Those are held for an administrator (or, for a mailbox credited before, refused).
 */
export function createReferralService(rules: ReferralRules, digests: ReferralDigests) {
  /** The client address condition for an audit row's raw address: an IPv6 client is its /64. */
  const sameClient = (ip: string) => {
    const key = clientKey(ip);
    return isIPv6(ip) && key.endsWith("/64")
      ? sql`(${securityEvents.ip} like '%:%' and ${securityEvents.ip}::inet <<= ${key}::inet)`
      : eq(securityEvents.ip, key);
  };

  /** At sign-up, in its transaction: the referral row, with a reason to hold it if one shows. */
  async function recordSignup(
    tx: Tx,
    input: { referrerId: string; referredUserId: string; ip: string; canonicalEmail: string },
  ): Promise<void> {
    const ipDigest = digests.client(input.ip);
    let flagReason: ReferralFlagReason | null = null;
    if (rules.sameIpHours > 0) {
      const since = sql`now() - make_interval(hours => ${rules.sameIpHours})`;
      const referrerHere = and(
        eq(securityEvents.userId, input.referrerId),
        sameClient(input.ip),
        gt(securityEvents.at, since),
      );
      const sibling = and(
        eq(referrals.referrerId, input.referrerId),
        eq(referrals.signupIpHash, ipDigest),
        gt(referrals.createdAt, since),
      );
      if (await hasRow(tx, securityEvents, referrerHere)) flagReason = "same-ip";
      else if (await hasRow(tx, referrals, sibling)) flagReason = "shared-ip";
    }
    await tx.insert(referrals).values({
      referrerId: input.referrerId,
      referredUserId: input.referredUserId,
      points: rules.bonus,
      signupIpHash: ipDigest,
      signupNetworkHash: digests.network(input.ip),
      referredDomain: mailDomainOf(input.canonicalEmail) || null,
      mailboxDigest: digests.mailbox(input.canonicalEmail),
      flagReason,
    });
  }

  type Payable = {
    id: number;
    referrerId: string;
    referredUserId: string;
    points: number;
    mailboxDigest: string | null;
  };

  /**
   * Pays a referral through the points module, under the referrer's row lock, after claiming its
   * mailbox: false (nothing paid) when that mailbox has earned a referral before.
   */
  async function credit(tx: Tx, referral: Payable, decidedBy: string | null): Promise<boolean> {
    if (referral.mailboxDigest) {
      const claimed = await tx
        .insert(creditedMailboxes)
        .values({ digest: referral.mailboxDigest, referralId: referral.id })
        .onConflictDoNothing()
        .returning({ digest: creditedMailboxes.digest });
      if (claimed.length === 0) {
        await tx
          .update(referrals)
          .set({
            status: "rejected",
            flagReason: "mailbox-credited-before",
            decidedAt: sql`now()`,
            decidedBy,
          })
          .where(eq(referrals.id, referral.id));
        return false;
      }
    }
    if (referral.points > 0)
      await creditPoints(tx, {
        userId: referral.referrerId,
        amount: referral.points,
        reason: "referral_bonus",
        referredUserId: referral.referredUserId,
      });
    await tx
      .update(referrals)
      .set({ status: "credited", decidedAt: sql`now()`, decidedBy })
      .where(eq(referrals.id, referral.id));
    return true;
  }

  /** Locks the referrer's row; null when the account has been deleted since. */
  async function lockReferrer(tx: Tx, referrerId: string) {
    const [referrer] = await tx
      .select({ id: users.id, deletedAt: users.deletedAt, email: users.emailCanonical })
      .from(users)
      .where(eq(users.id, referrerId))
      .for("update");
    return referrer && !referrer.deletedAt ? referrer : null;
  }

  async function creditedThisMonth(tx: Tx, referrerId: string): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerId, referrerId),
          eq(referrals.status, "credited"),
          gt(referrals.decidedAt, sql`now() - interval '30 days'`),
        ),
      );
    return row?.value ?? 0;
  }

  /**
   * The domain rule, read under the referrer's row lock so friends confirming at once are
   * counted exactly: a friend on the referrer's own non-public domain, or a second one from a
   * non-public domain another friend already earned (or is held) from, waits for review.
   */
  async function domainHold(
    tx: Tx,
    referral: { id: number; referrerId: string; referredDomain: string | null },
    referrerEmail: string | null,
  ): Promise<ReferralFlagReason | null> {
    const domain = privateDomainOf(referral.referredDomain ? `x@${referral.referredDomain}` : "");
    if (!domain) return null;
    if (privateDomainOf(referrerEmail) === domain) return "own-domain";
    const sibling = and(
      eq(referrals.referrerId, referral.referrerId),
      eq(referrals.referredDomain, domain),
      ne(referrals.id, referral.id),
      inArray(referrals.status, ["credited", "flagged"]),
    );
    return (await hasRow(tx, referrals, sibling)) ? "shared-domain" : null;
  }

  /**
   * The referred account has proved its mailbox: credit its referral, or hold it for review.
   * The referrer's row lock makes the monthly count and the domain rule exact with sign-ups
   * confirming at once.
   */
  async function onVerified(tx: Tx, referredUserId: string): Promise<void> {
    const [referral] = await tx
      .select({
        id: referrals.id,
        referrerId: referrals.referrerId,
        referredUserId: referrals.referredUserId,
        points: referrals.points,
        flagReason: referrals.flagReason,
        referredDomain: referrals.referredDomain,
        mailboxDigest: referrals.mailboxDigest,
      })
      .from(referrals)
      .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, "pending")));
    if (!referral) return;
    const hold = async (reason: ReferralFlagReason, status: ReferralStatus = "flagged") => {
      await tx
        .update(referrals)
        .set({
          status,
          flagReason: reason,
          verifiedAt: sql`now()`,
          ...(status === "rejected" ? { decidedAt: sql`now()` } : {}),
        })
        .where(eq(referrals.id, referral.id));
    };
    const referrer = await lockReferrer(tx, referral.referrerId);
    if (!referrer) return hold("account-deleted", "rejected");
    if (referral.mailboxDigest) {
      const [earned] = await tx
        .select({ digest: creditedMailboxes.digest })
        .from(creditedMailboxes)
        .where(eq(creditedMailboxes.digest, referral.mailboxDigest));
      if (earned) return hold("mailbox-credited-before", "rejected");
    }
    if (referral.flagReason) return hold(referral.flagReason);
    const domainReason = await domainHold(tx, referral, referrer.email);
    if (domainReason) return hold(domainReason);
    if (
      rules.monthlyCap > 0 &&
      (await creditedThisMonth(tx, referral.referrerId)) >= rules.monthlyCap
    )
      return hold("monthly-cap");
    await tx.update(referrals).set({ verifiedAt: sql`now()` }).where(eq(referrals.id, referral.id));
    await credit(tx, referral, null);
  }

  /** An administrator's decision on a held referral. */
  async function decide(tx: Tx, id: number, decision: "approve" | "reject", adminId: string) {
    const [referral] = await tx
      .select({
        id: referrals.id,
        status: referrals.status,
        referrerId: referrals.referrerId,
        referredUserId: referrals.referredUserId,
        points: referrals.points,
        flagReason: referrals.flagReason,
        mailboxDigest: referrals.mailboxDigest,
      })
      .from(referrals)
      .where(eq(referrals.id, id))
      .for("update");
    if (!referral) throw new HttpError(404, referralMessages.notFound);
    if (referral.status !== "flagged") throw new HttpError(409, referralMessages.notFlagged);
    if (decision === "approve" && (await lockReferrer(tx, referral.referrerId))) {
      // A mailbox credited before stays refused, whoever approves it.
      await credit(tx, referral, adminId);
      return;
    }
    await tx
      .update(referrals)
      .set({
        status: "rejected",
        flagReason: decision === "approve" ? "account-deleted" : (referral.flagReason ?? "admin"),
        decidedAt: sql`now()`,
        decidedBy: adminId,
      })
      .where(eq(referrals.id, referral.id));
  }

  /**
   * When an account is deleted: what it had not earned yet will not be paid. Its referral keeps
   * the mail domain, the network digest and the mailbox digest (none of them the address), so a
   * payout's evidence stays readable and the mailbox cannot earn again.
   */
  async function onAccountDeleted(tx: Queryable, userId: string): Promise<void> {
    const open = inArray(referrals.status, ["pending", "flagged"]);
    await tx
      .update(referrals)
      .set({ status: "rejected", flagReason: "account-deleted", decidedAt: sql`now()` })
      .where(
        and(
          open,
          sql`(${referrals.referrerId} = ${userId} or ${referrals.referredUserId} = ${userId})`,
        ),
      );
    // The sign-up's client digest was only kept to compare with later sign-ups.
    await tx
      .update(referrals)
      .set({ signupIpHash: null })
      .where(and(eq(referrals.referredUserId, userId), sql`${referrals.signupIpHash} is not null`));
  }

  async function summary(db: Queryable, referrerId: string): Promise<ReferralSummary> {
    const rows = await db
      .select({
        status: referrals.status,
        verified: sql<boolean>`${referrals.verifiedAt} is not null`,
        value: count(),
        points: sql<number>`coalesce(sum(${referrals.points}), 0)`.mapWith(Number),
      })
      .from(referrals)
      .where(eq(referrals.referrerId, referrerId))
      .groupBy(referrals.status, sql`${referrals.verifiedAt} is not null`);
    const sum = (pick: (row: (typeof rows)[number]) => boolean, of: "value" | "points" = "value") =>
      rows.filter(pick).reduce((total, row) => total + row[of], 0);
    const friends = await db
      .select({
        name: users.name,
        email: users.email,
        deletedAt: users.deletedAt,
        status: referrals.status,
        flagReason: referrals.flagReason,
        createdAt: referrals.createdAt,
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.referredUserId))
      .where(eq(referrals.referrerId, referrerId))
      .orderBy(desc(referrals.id))
      .limit(REFERRAL_FRIENDS_LIMIT);
    return {
      joined: sum(() => true),
      confirmed: sum((row) => row.verified),
      pending: sum((row) => row.status === "pending"),
      inReview: sum((row) => row.status === "flagged"),
      credited: sum((row) => row.status === "credited"),
      pendingPoints: sum((row) => row.status === "pending" || row.status === "flagged", "points"),
      friends: friends.map((friend) => ({
        name: friend.deletedAt ? deletedAccountName : maskName(friend.name),
        email: friend.deletedAt ? "" : maskEmail(friend.email),
        status: friend.status,
        joinedAt: friend.createdAt.toISOString(),
      })),
    };
  }

  return { recordSignup, onVerified, decide, onAccountDeleted, summary };
}

/** The friends a dashboard lists, newest first. */
export const REFERRAL_FRIENDS_LIMIT = 50;

/** "Sana Khan" → "Sana K.": the referrer knows their friends; the page need not spell them out. */
export function maskName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first;
}

/** "sana.khan@gmail.com" → "s•••n@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

export type ReferralService = ReturnType<typeof createReferralService>;
