import { and, eq, isNull } from "drizzle-orm";
import type { User } from "#contract/user.ts";
import { users } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Client } from "#server/security/audit-log.ts";
import { requestAdminConfirmation } from "./admin-confirmation.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { type AuthDeps, authMessages } from "./rules.ts";

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  client: Client,
): Promise<{ token: string; user: User }> {
  const { db, sessions, audit } = deps;
  const subject = audit.subjectOf(email);
  // Before the password is checked, so a throttled answer says nothing about it.
  const verdict = await deps.throttle.check(subject, client.ip);
  if (!verdict.allowed) {
    await deps.recordRefusal(db, client, {
      rule: `login-${verdict.reason}`,
      windowMs: 15 * 60_000,
      kind: "login-throttled",
      subject,
      detail: { reason: verdict.reason, retryAfterSeconds: verdict.retryAfterSeconds },
    });
    throw new HttpError(429, authMessages.throttled(verdict.retryAfterSeconds, verdict.reason), {
      "retry-after": String(verdict.retryAfterSeconds),
    });
  }
  // The session version comes from the same row read as the hash: a reset committed after
  // this read bumps it, so a token minted from this (old) password is refused by the guard.
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      points: users.points,
      role: users.role,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  // An unknown address costs one argon2 verification too, so timing tells nothing.
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await audit.record(db, client, { kind: "login-failure", userId: user?.id, subject });
    throw new HttpError(401, authMessages.loginFailed);
  }
  if (needsRehash(user.passwordHash)) {
    // Only over the hash that was verified: a new password set meanwhile must stay.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  if (user.role !== "admin" && deps.adminEmails.includes(user.email)) {
    if (await requestAdminConfirmation(db, user, deps.publicUrl)) deps.mailQueued();
  }
  const token = await db.transaction(async (tx) => {
    await audit.record(tx, client, { kind: "login-success", userId: user.id, subject });
    return sessions.start(tx, user.id, user.sessionVersion);
  });
  return {
    token,
    user: {
      name: user.name,
      email: user.email,
      points: user.points,
      emailVerified: user.emailVerifiedAt !== null,
    },
  };
}

export async function logout(
  deps: AuthDeps,
  userId: string,
  sessionId: string,
  client: Client,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deps.sessions.end(tx, sessionId);
    await deps.audit.record(tx, client, { kind: "logout", userId });
  });
}

export async function logoutEverywhere(
  deps: AuthDeps,
  userId: string,
  client: Client,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const ended = await deps.sessions.endAll(tx, userId);
    await deps.audit.record(tx, client, { kind: "logout-everywhere", userId, detail: { ended } });
  });
}
