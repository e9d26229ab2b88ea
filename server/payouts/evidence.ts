import type { Risk, RiskReason } from "#contract/admin.ts";
import type { ReferralFlagReason, ReferralStatus } from "#contract/rules.ts";
import { privateMailDomainOf } from "#server/mail/mailbox.ts";

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

/** A won lead behind the payout's client-referral points, compared with the member's sign-ins. */
export type EvidenceClientReward = {
  leadId: number;
  company: string;
  /** The member sent the enquiry themselves, signed in. */
  senderIsMember: boolean;
  /** The enquiry came from an address (an IPv6 /64) the member signed in from. */
  sameClient: boolean;
  /** …from a network (IPv4 /24, IPv6 /64) the member signed in from. */
  sameNetwork: boolean;
  /** …with the browser (User-Agent) the member signed in with. */
  sameAgent: boolean;
};

/** Another member who gives, or gave, the payout's wallet or IBAN. */
export type EvidenceSharedAccount = { name: string; email: string; current: boolean };

/** Sign-ups this close together are a burst. */
const BURST_WINDOW_MS = 60 * 60 * 1000;
const BURST_SIZE = 3;
/** An account younger than this when it redeems is worth a look. */
const YOUNG_ACCOUNT_DAYS = 7;
/** This many soft signals together make a payout high. */
const SOFT_SIGNALS_FOR_HIGH = 3;

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

const reason = (
  text: string,
  detail: string | null = null,
  link: RiskReason["link"] = null,
): RiskReason => ({ text, detail, link });

const networkDetail =
  "The same IPv4 /24 or IPv6 /64. On mobile networks many unrelated people share addresses (carrier-grade NAT), so on its own this proves nothing.";

/** What the referrals say: proof (a re-used mailbox, the member's own domain) and soft signals. */
function referralReasons(
  referrals: EvidenceReferral[],
  memberDomain: string | null,
): { proof: RiskReason[]; soft: RiskReason[] } {
  const proof: RiskReason[] = [];
  const soft: RiskReason[] = [];
  const reused = referrals.filter((r) => r.flagReason === "mailbox-credited-before").length;
  if (reused > 0)
    proof.push(
      reason(
        `${plural(reused, "friend")} signed up again with a mailbox that had already earned a bonus (an account deleted and created again).`,
        "Compared by the canonical mailbox: case, dots at Gmail and +tags ignored.",
      ),
    );
  const own = privateMailDomainOf(memberDomain);
  const ownDomain = own ? referrals.filter((r) => privateMailDomainOf(r.domain) === own) : [];
  if (ownDomain.length > 0)
    proof.push(
      reason(
        `${plural(ownDomain.length, "friend")} use${ownDomain.length === 1 ? "s" : ""} the member's own mail domain, ${own}.`,
        `By registrable domain (Public Suffix List): ${[...new Set(ownDomain.map((r) => r.domain))].join(", ")} all belong to ${own}, which is not a public mail service.`,
      ),
    );
  for (const [domain, n] of shared(referrals, (r) => {
    const registrable = privateMailDomainOf(r.domain);
    return registrable && registrable !== own ? registrable : null;
  }))
    soft.push(
      reason(
        `${n} friends use one private mail domain, ${domain}: one owner, who may receive mail for any name there.`,
        `By registrable domain (Public Suffix List), sub-domains included; ${domain} is not on the list of public mail services.`,
      ),
    );
  for (const [, n] of shared(referrals, (r) => r.networkHash))
    soft.push(reason(`${n} friends signed up over the same internet connection.`, networkDetail));
  const nearMember = referrals.filter((r) => r.flagReason === "same-ip").length;
  if (nearMember > 0)
    soft.push(
      reason(
        `${plural(nearMember, "friend")} signed up over an internet connection the member had used within a day.`,
        "The same client address (an IPv4 address or an IPv6 /64) as an entry of the member's in the audit log, within REFERRAL_SAME_IP_HOURS.",
      ),
    );
  const times = referrals.map((r) => r.createdAt.getTime()).sort((a, b) => a - b);
  let burst = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! > BURST_WINDOW_MS) start++;
    burst = Math.max(burst, end - start + 1);
  }
  if (burst >= BURST_SIZE) soft.push(reason(`${burst} friends signed up within one hour.`));
  const confirmed = referrals.filter((r) => r.verifiedAt !== null);
  const absent = confirmed.filter((r) => !r.signedInAgain).length;
  if (absent > 0)
    soft.push(
      reason(
        `${absent} of ${plural(confirmed.length, "confirmed friend")} never signed in again after confirming.`,
      ),
    );
  const deleted = referrals.filter((r) => r.deleted).length;
  if (deleted > 0)
    soft.push(
      reason(
        `${plural(deleted, "friend")} deleted ${deleted === 1 ? "the account" : "their accounts"}.`,
      ),
    );
  return { proof, soft };
}

/** What the won leads say: an enquiry the member sent, or sent from their own connection. */
function clientRewardReasons(rewards: EvidenceClientReward[]): {
  proof: RiskReason[];
  soft: RiskReason[];
} {
  const proof: RiskReason[] = [];
  const soft: RiskReason[] = [];
  for (const lead of rewards) {
    const link = { href: `/admin/leads/${lead.leadId}`, label: `Lead #${lead.leadId}` };
    const name = `the enquiry from ${lead.company} (lead #${lead.leadId})`;
    if (lead.senderIsMember)
      proof.push(reason(`The member sent ${name} themselves, signed in.`, null, link));
    else if (lead.sameClient)
      proof.push(
        reason(
          `The member's own internet connection sent ${name}.`,
          "The enquiry's client address (an IPv4 address or an IPv6 /64) is one the member signed in from, by the audit log.",
          link,
        ),
      );
    else if (lead.sameNetwork && lead.sameAgent)
      proof.push(
        reason(
          `The member's own browser sent ${name}, over a connection next to the member's.`,
          "The same User-Agent as a sign-in of the member's, from the same IPv4 /24 or IPv6 /64.",
          link,
        ),
      );
    else if (lead.sameNetwork)
      soft.push(
        reason(
          `${name[0]!.toUpperCase()}${name.slice(1)} came over the same internet connection as the member's sign-ins, from another browser.`,
          networkDetail,
          link,
        ),
      );
  }
  return { proof, soft };
}

/**
 * The evidence an administrator decides a payout on, in plain words with the technical detail
 * beside it. Each signal is one an attacker who farms points leaves behind: friends on the
 * member's own or one shared private domain (a catch-all), a mailbox that earned before (delete
 * and sign up again), several friends from one connection or within an hour, friends who never
 * came back, a new account; a won enquiry the member sent themselves; a payout account another
 * member gives too. "high" when a signal is proof (a re-used mailbox, the member's own domain,
 * the member's own enquiry, a shared payout account) or three soft signals meet; "review" for
 * any other signal.
 */
export function assessRisk(input: {
  memberDomain: string | null;
  accountCreatedAt: Date;
  redeemedAt: Date;
  referrals: EvidenceReferral[];
  clientRewards: EvidenceClientReward[];
  sharedAccounts: Array<EvidenceSharedAccount & { href: string }>;
}): Risk {
  const fromReferrals = referralReasons(input.referrals, input.memberDomain);
  const fromLeads = clientRewardReasons(input.clientRewards);
  const proof = [...fromReferrals.proof, ...fromLeads.proof];
  for (const other of input.sharedAccounts)
    proof.push(
      reason(
        `Another member ${other.current ? "gives" : "gave"} this payout account too: ${other.name} (${other.email}).`,
        "The same wallet number or IBAN, compared by a keyed digest of every payout account a member has saved.",
        { href: other.href, label: other.name },
      ),
    );
  const soft = [...fromReferrals.soft, ...fromLeads.soft];
  const ageDays = Math.floor(
    (input.redeemedAt.getTime() - input.accountCreatedAt.getTime()) / 86_400_000,
  );
  if (ageDays < YOUNG_ACCOUNT_DAYS)
    soft.push(
      reason(
        `The account was ${ageDays === 0 ? "less than a day" : plural(ageDays, "day")} old when it redeemed.`,
      ),
    );
  const level =
    proof.length > 0 || soft.length >= SOFT_SIGNALS_FOR_HIGH
      ? "high"
      : soft.length > 0
        ? "review"
        : "none";
  return { level, reasons: [...proof, ...soft] };
}
