import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";
import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import type { ReferralSummary } from "#contract/user.ts";
import { deletedAccountName } from "#contract/user.ts";
import { hasRow } from "#server/db/has-row.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { creditedMailboxes, referrals, securityEvents, users } from "#server/db/schema/index.ts";
import { clientKey, networkOf } from "#server/http/client-network.ts";
import { HttpError } from "#server/http/errors.ts";
import { mailDomainOf, privateMailDomainOf } from "#server/mail/mailbox.ts";
import { enqueueMail, enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import { referralCreditedMail } from "#server/mail/templates.ts";
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
  const agentKey = key("evidence-agent/v1");
  const accountKey = key("payout-account/v1");
  const digest = (k: Buffer, value: string) =>
    createHmac("sha256", k).update(value).digest("base64url").slice(0, 32);
  return {
    /** One client (an IPv6 /64 is one). */
    client: (ip: string) => digest(clientKeyKey, clientKey(ip)),
    /** Its network (IPv4 /24, IPv6 /64), for the evidence. */
    network: (ip: string) => digest(networkKey, networkOf(ip)),
    /** A canonical mailbox (server/mail/mailbox.ts). */
    mailbox: (canonical: string) => digest(mailboxKey, canonical),
    /** A browser's User-Agent, as sent. */
    agent: (userAgent: string) => digest(agentKey, userAgent),
    /** A payout account's normalised number (wallet 03…, IBAN PK…). */
    payoutAccount: (number: string) => digest(accountKey, number.replace(/\s/g, "").toUpperCase()),
  };
}

export type ReferralDigests = ReturnType<typeof createReferralDigests>;

/**
 * The referral programme, written from the farmer's side (one who owns many real mailboxes on a
 * catch-all domain, a few client addresses, and can delete and re-create accounts): a sign-up
 * with a code only records a pending referral; points move when the referred person proves the
 * mailbox, and not even then when
 * - the mailbox (its canonical form) earned a referral before, under any account, ever (refused);
 * - the friend's address is on the referrer's own private registrable domain (boss@acme.pk
 *   referring f@x.acme.pk): held for an administrator;
 * - one referrer collects more than the monthly cap: held.
 * Only proof holds. A shared client address (on Pakistani mobile networks many honest people
 * share one), friends on one private domain, a burst: each is written down here (the sign-up's
 * `flagReason` for an address, the domain and network digests) and shown in the payout's
 * evidence, and the friend is credited; no PKR leaves without an administrator's review anyway.
 */
export function createReferralService(
  rules: ReferralRules,
  digests: ReferralDigests,
  site: { publicUrl: string },
) {
  /** The client address condition for an audit row's raw address: an IPv6 client is its /64. */
  const sameClient = (ip: string) => {
    const key = clientKey(ip);
    return isIPv6(ip) && key.endsWith("/64")
      ? sql`(${securityEvents.ip} like '%:%' and ${securityEvents.ip}::inet <<= ${key}::inet)`
      : eq(securityEvents.ip, key);
  };

  /**
   * At sign-up, in its transaction: the referral row, with the address signal if one shows
   * (evidence for the payout, not a hold).
   */
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
    if (referral.points > 0) await mailCredited(tx, referral);
    return true;
  }

  /**
   * Tells the referrer: the friend masked, the points, the new balance. Within the cap on mail
   * to an unconfirmed address, so a referral link on someone else's address cannot mail-bomb it.
   */
  async function mailCredited(tx: Tx, referral: Payable) {
    const [referrer] = await tx
      .select({
        email: users.email,
        name: users.name,
        points: users.points,
        verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      })
      .from(users)
      .where(eq(users.id, referral.referrerId));
    const [friend] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, referral.referredUserId));
    if (!referrer || !friend) return;
    const mail = referralCreditedMail({
      to: referrer.email,
      name: referrer.name,
      friend: maskName(friend.name),
      points: referral.points,
      balance: referrer.points,
      dashboardUrl: new URL("/dashboard", site.publicUrl).href,
    });
    if (referrer.verified) await enqueueMail(tx, mail);
    else await enqueueMailToUnconfirmed(tx, mail);
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
   * The domain rule: a friend on the referrer's own private registrable domain (a sub-domain
   * included: whoever owns acme.pk owns x.acme.pk) waits for review. Friends sharing some other
   * private domain are evidence, not a hold.
   */
  function ownDomain(
    referral: { referredDomain: string | null },
    referrerEmail: string | null,
  ): boolean {
    const domain = privateMailDomainOf(referral.referredDomain);
    return domain !== null && privateMailDomainOf(mailDomainOf(referrerEmail ?? "")) === domain;
  }

  /**
   * The referred account has proved its mailbox: credit its referral, or hold it for review.
   * The referrer's row lock makes the monthly count exact with sign-ups confirming at once.
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
    if (ownDomain(referral, referrer.email)) return hold("own-domain");
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
