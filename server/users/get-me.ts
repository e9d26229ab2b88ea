import type { User } from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { type UserDeps, userOut } from "./rules.ts";

/** The signed-in member as GET /user/me shows them; a deleted row ends the session. */
export async function getMe(deps: Pick<UserDeps, "reads">, input: { userId: string }) {
  const [user] = await deps.reads.me.execute(input);
  if (!user) throw sessionEnded();
  return userOut(user) satisfies User;
}
