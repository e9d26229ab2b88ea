/**
 * What the referral use cases (one a file in this folder) share: their dependencies, the words
 * they answer with, how a friend is shown to the referrer, and the referrer's row lock every
 * decision starts with.
 *
 * The programme is written from the farmer's side (one who owns many real mailboxes on a
 * catch-all domain, a few client addresses, and can delete and re-create accounts): a sign-up
 * with a code only records a pending referral; points move when the referred person proves the
 * mailbox, and not even then when
 * - the mailbox (its canonical form) earned a referral before, under any account, ever (refused);
 * - the friend's address is on the referrer's own private registrable domain (boss@acme.pk
 *   referring f@x.acme.pk): held for an administrator;
 * - one referrer collects more than the monthly cap: held.
 * Only proof holds. A shared client address (on Pakistani mobile networks many honest people
 * share one), friends on one private domain, a burst: each is written down (the sign-up's
 * `flagReason` for an address, the domain and network digests) and shown in the payout's
 * evidence, and the friend is credited; no PKR leaves without an administrator's review anyway.
 */
import { eq } from "drizzle-orm";
import type { Queryable, Tx } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import type { ReferralDigests } from "./digests.ts";

export type ReferralRules = {
  /** Points a credited referral pays (REFERRAL_BONUS_POINTS). */
  bonus: number;
  /** Credited referrals per referrer in 30 days (0: no limit). */
  monthlyCap: number;
  /** Hours within which a shared client address holds a referral for review (0: off). */
  sameIpHours: number;
};

/**
 * Everything a referral use case may need; each takes only the part it uses. `db` is the
 * caller's transaction where the use case is a step of a larger one (sign-up, confirmation).
 */
export type ReferralDeps<Db extends Queryable = Tx> = {
  db: Db;
  rules: ReferralRules;
  digests: ReferralDigests;
  /** The site's address, for links in mails. */
  publicUrl: string;
};

export const referralMessages = {
  notFlagged: "This referral is no longer waiting for review.",
  notFound: "There is no referral with this number.",
};

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

/** Locks the referrer's row; null when the account has been deleted since. */
export async function lockReferrer(tx: Tx, referrerId: string) {
  const [referrer] = await tx
    .select({ id: users.id, deletedAt: users.deletedAt, email: users.emailCanonical })
    .from(users)
    .where(eq(users.id, referrerId))
    .for("update");
  return referrer && !referrer.deletedAt ? referrer : null;
}
