import type { Risk } from "#contract/admin.ts";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import { isPublicMailDomain } from "#server/mail/mailbox.ts";

/** What the evidence reads of one referral behind a payout (nothing that names the friend). */
export type EvidenceReferral = {
  domain: string | null;
  networkHash: string | null;
  status: ReferralStatus;
  flagReason: ReferralFlagReason | null;
  createdAt: Date;
  verifiedAt: Date | null;
  signedInAgain: boolean;
  deleted: boolean;
};

/** Sign-ups this close together are a burst. */
const BURST_WINDOW_MS = 60 * 60 * 1000;
const BURST_SIZE = 3;
/** An account younger than this when it redeems is worth a look. */
const YOUNG_ACCOUNT_DAYS = 7;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Groups of at least two by a key, largest first. */
function shared<T>(items: T[], key: (item: T) => string | null): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]);
}

/** Labels "Network 1", "Network 2"… for networks that several friends signed up from. */
export function networkLabels(referrals: EvidenceReferral[]): Map<string, string> {
  return new Map(
    shared(referrals, (r) => r.networkHash).map(([hash], i) => [hash, `Network ${i + 1}`]),
  );
}

/**
 * The evidence an administrator decides a payout on, in plain words. Each signal is one an
 * attacker who farms referrals leaves behind: friends on the member's own or one shared private
 * domain (a catch-all), a mailbox that earned before (delete and sign up again), several friends
 * from one network or within an hour, friends who never came back after confirming, a new account.
 * "high" when a signal is proof of a farm (a re-used mailbox, the member's own domain) or three or
 * more signals meet; "review" for any other signal.
 */
export function assessRisk(input: {
  memberDomain: string | null;
  accountCreatedAt: Date;
  redeemedAt: Date;
  referrals: EvidenceReferral[];
}): Risk {
  const reasons: string[] = [];
  let proof = false;
  const isPrivate = (domain: string | null): domain is string =>
    domain !== null && domain !== "" && !isPublicMailDomain(domain);
  const { referrals } = input;

  const reused = referrals.filter((r) => r.flagReason === "mailbox-credited-before").length;
  if (reused > 0) {
    proof = true;
    reasons.push(
      `${plural(reused, "friend")} signed up again with a mailbox that had already earned a bonus (an account deleted and created again).`,
    );
  }

  const memberDomain = isPrivate(input.memberDomain) ? input.memberDomain : null;
  const ownDomain = memberDomain ? referrals.filter((r) => r.domain === memberDomain).length : 0;
  if (ownDomain > 0) {
    proof = true;
    reasons.push(
      `${plural(ownDomain, "friend")} use${ownDomain === 1 ? "s" : ""} the member's own mail domain, ${memberDomain}, which is not a public mail service.`,
    );
  }
  for (const [domain, n] of shared(referrals, (r) =>
    isPrivate(r.domain) && r.domain !== memberDomain ? r.domain : null,
  ))
    reasons.push(
      `${n} friends share the mail domain ${domain}, which is not a public mail service.`,
    );

  for (const [, n] of shared(referrals, (r) => r.networkHash))
    reasons.push(`${n} friends signed up from one network (the same IPv4 /24 or IPv6 /64).`);

  const times = referrals.map((r) => r.createdAt.getTime()).sort((a, b) => a - b);
  let burst = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! > BURST_WINDOW_MS) start++;
    burst = Math.max(burst, end - start + 1);
  }
  if (burst >= BURST_SIZE) reasons.push(`${burst} friends signed up within one hour.`);

  const confirmed = referrals.filter((r) => r.verifiedAt !== null);
  const absent = confirmed.filter((r) => !r.signedInAgain).length;
  if (absent > 0)
    reasons.push(
      `${absent} of ${plural(confirmed.length, "confirmed friend")} never signed in again after confirming.`,
    );

  const deleted = referrals.filter((r) => r.deleted).length;
  if (deleted > 0)
    reasons.push(
      `${plural(deleted, "friend")} deleted ${deleted === 1 ? "the account" : "their accounts"}.`,
    );

  const ageDays = Math.floor(
    (input.redeemedAt.getTime() - input.accountCreatedAt.getTime()) / 86_400_000,
  );
  if (ageDays < YOUNG_ACCOUNT_DAYS)
    reasons.push(
      `The account was ${ageDays === 0 ? "less than a day" : plural(ageDays, "day")} old when it redeemed.`,
    );

  const level = proof || reasons.length >= 3 ? "high" : reasons.length > 0 ? "review" : "none";
  return { level, reasons };
}
