import type { Db } from "#server/db/index.ts";
import { bindAll } from "#server/use-cases.ts";
import { changePassword } from "./change-password.ts";
import { deleteAccount } from "./delete-account.ts";
import { getMe } from "./get-me.ts";
import { getReferralCode } from "./get-referral-code.ts";
import { getPointsHistory } from "./points-history.ts";
import { prepareUserReads } from "./reads.ts";
import { renameUser } from "./rename.ts";
import type { UserDeps } from "./rules.ts";

/**
 * The account use cases, each in the file named after it, given one set of dependencies: what
 * the signed-in member's routes (routes.ts) call. The hot reads are prepared here, once.
 */
export function createUserService(deps: Omit<UserDeps, "reads"> & { db: Db }) {
  const all: UserDeps = { ...deps, reads: prepareUserReads(deps.db) };
  return {
    ...bindAll(all, {
      me: getMe,
      referralCode: getReferralCode,
      rename: renameUser,
      changePassword,
      deleteAccount,
      pointsHistory: getPointsHistory,
    }),
    referralSummary: ({ userId }: { userId: string }) => deps.referrals.summary(deps.db, userId),
  };
}

export type UserService = ReturnType<typeof createUserService>;
