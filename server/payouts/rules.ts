/**
 * What the payout use cases (one a file in this folder) share: their dependencies, the words
 * for a payout's status, the account a payout goes to, and the locked read every decision
 * starts with.
 */
import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { redemptionStatusLabels } from "#contract/admin-fields.ts";
import type { PayoutMethodKind } from "#contract/payout.ts";
import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { redemptions, users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { ReferralDigests } from "#server/referrals/digests.ts";
import type { AuditLog } from "#server/security/audit-log.ts";

/**
 * Everything a payout use case may need; each takes only the part it uses. `db` is the
 * database, or the caller's transaction.
 */
export type PayoutDeps = {
  db: Queryable;
  /** Keyed digests the evidence compares (payout accounts, clients, browsers). */
  digests: ReferralDigests;
  audit: AuditLog;
  /** Called after mail was queued, so the job worker runs now. */
  mailQueued: () => void;
  /** The site's address, for links in mails. */
  publicUrl: string;
};

export type PayoutStatus = (typeof redemptions.$inferSelect)["status"];

/** A payout's status inside a sentence: the admin area's name for it, in lower case. */
const inWords = (status: PayoutStatus) => redemptionStatusLabels[status].toLowerCase();

/** A refusal names the status the payout is in, as the admin area shows it. */
export const payoutMessages = {
  notFound: "There is no payout with this number.",
  notRequested: (status: PayoutStatus) =>
    `Only a requested payout can be approved; this one is ${inWords(status)}.`,
  awaitingDetails:
    "The member has not given payout details yet: it becomes a request to approve once they do.",
  notApproved: (status: PayoutStatus) =>
    `Only an approved payout can be marked paid; this one is ${inWords(status)}. Approve it first.`,
  notOpen: (status: PayoutStatus) =>
    `This payout is already ${inWords(status)}: it can no longer be rejected.`,
};

/** The account a payout goes to, written in full: "03001234567" or "PK36… (Account Title)". */
export function payoutAccountOf(row: {
  method: PayoutMethodKind;
  wallet: string | null;
  iban: string | null;
  accountTitle: string | null;
}): string {
  return row.method === "bank" ? `${row.iban} (${row.accountTitle})` : (row.wallet ?? "");
}

/** The account number alone ("PK36… (Title)" → its IBAN). */
export const accountNumber = (account: string) => account.split(" ")[0] ?? account;

/** The payout's row, locked for the decision: a second decision waits, then sees this one. */
async function lockPayout(tx: Tx, id: number) {
  const row = await lockedRow(tx, redemptions, id);
  if (!row) throw new HttpError(404, payoutMessages.notFound);
  return row;
}

/** Writes a decision (approved, paid, rejected) onto the locked payout. */
export function recordDecision(tx: Tx, id: number, values: PgUpdateSetSource<typeof redemptions>) {
  return tx.update(redemptions).set(values).where(eq(redemptions.id, id));
}

type MemberMail = (member: { to: string; name: string }) => Parameters<typeof enqueueMail>[1];

/** Queues a mail to the member, unless the account has been deleted since. */
async function mailMember(tx: Queryable, userId: string, mail: MemberMail): Promise<boolean> {
  const [member] = await tx
    .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || member.deletedAt) return false;
  await enqueueMail(tx, mail({ to: member.email, name: member.name }));
  return true;
}

/**
 * What every decision on a payout (approve, pay, reject: a file each) does around its own rule:
 * in one transaction the payout's row is locked, `decide` refuses a wrong status or records the
 * decision and returns the member's mail, and the mail is queued; the worker is woken after.
 */
export async function decidePayout(
  deps: Pick<PayoutDeps, "mailQueued"> & { db: Db },
  id: number,
  decide: (tx: Tx, row: Awaited<ReturnType<typeof lockPayout>>) => Promise<MemberMail>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    await mailMember(tx, row.userId, await decide(tx, row));
  });
  deps.mailQueued();
}
