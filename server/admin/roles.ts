import { asc, eq } from "drizzle-orm";
import type { UserRole } from "#contract/admin-fields.ts";
import type { Queryable } from "#server/db/index.ts";
import { users } from "#server/db/schema/index.ts";
import { recordSecurityEvent } from "#server/security/audit-log.ts";

/** The account's role and address, for the admin guard; undefined when there is no account. */
export async function roleOf(db: Queryable, userId: string) {
  const [user] = await db
    .select({ role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export type RoleChange = "granted" | "revoked" | "unchanged" | "no-account";

/** Sets users.role; the command `npm run admin -- grant|revoke EMAIL` calls these. */
export async function setRole(db: Queryable, email: string, role: UserRole): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, address));
  if (!user) return "no-account";
  if (user.role === role) return "unchanged";
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  await recordSecurityEvent(db, null, {
    kind: role === "admin" ? "admin-granted" : "admin-revoked",
    userId: user.id,
    detail: { via: "npm run admin" },
  });
  return role === "admin" ? "granted" : "revoked";
}

export async function listAdmins(db: Queryable): Promise<Array<{ name: string; email: string }>> {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
}
