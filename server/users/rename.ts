import { eq } from "drizzle-orm";
import type { User } from "#contract/user.ts";
import { sessionEnded } from "#server/auth/guard.ts";
import { users } from "#server/db/schema/index.ts";
import { userColumns } from "./reads.ts";
import { type UserDeps, userOut } from "./rules.ts";

/** Changes the member's display name. */
export async function renameUser(
  deps: Pick<UserDeps, "db">,
  input: { userId: string; name: string },
): Promise<User> {
  const [user] = await deps.db
    .update(users)
    .set({ name: input.name })
    .where(eq(users.id, input.userId))
    .returning(userColumns);
  if (!user) throw sessionEnded();
  return userOut(user);
}
