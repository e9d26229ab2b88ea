import { sessionEnded } from "#server/auth/guard.ts";
import type { UserDeps } from "./rules.ts";

/** The member's referral code, which the dashboard turns into /signup?ref=CODE. */
export async function getReferralCode(
  deps: Pick<UserDeps, "reads">,
  input: { userId: string },
): Promise<string> {
  const [user] = await deps.reads.referralCode.execute(input);
  if (!user) throw sessionEnded();
  return user.code;
}
