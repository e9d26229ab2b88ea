import type { Db, Queryable, Tx } from "#server/db/index.ts";
import { creditOnConfirmation } from "./credit-on-confirmation.ts";
import type { ReferralDigests } from "./digests.ts";
import { closeReferralsOfDeleted } from "./on-account-deleted.ts";
import { type RecordSignupInput, recordReferralSignup } from "./record-signup.ts";
import { referralSummary } from "./referral-summary.ts";
import type { ReferralDeps, ReferralRules } from "./rules.ts";

/**
 * The referral programme's steps as the account's own flows take them, each inside the caller's
 * transaction (sign-up, confirmation, deletion), plus the dashboard's summary. The use cases are
 * in the files named after them; the rules they follow are in rules.ts.
 */
export function createReferralService(
  rules: ReferralRules,
  digests: ReferralDigests,
  site: { publicUrl: string },
) {
  const given = <Of extends Queryable>(db: Of): ReferralDeps<Of> => ({
    db,
    rules,
    digests,
    publicUrl: site.publicUrl,
  });
  return {
    recordSignup: (tx: Tx, input: RecordSignupInput) => recordReferralSignup(given(tx), input),
    onVerified: (tx: Tx, referredUserId: string) =>
      creditOnConfirmation(given(tx), { referredUserId }),
    onAccountDeleted: (tx: Queryable, userId: string) =>
      closeReferralsOfDeleted({ db: tx }, { userId }),
    summary: (db: Queryable, referrerId: string) => referralSummary({ db }, { referrerId }),
    /** The dependencies of the admin area's referral routes, on the database itself. */
    adminDeps: (db: Db) => given(db),
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
