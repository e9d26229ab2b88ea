import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { newsletterConfirmDays } from "#contract/newsletter-fields.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { newsletterSubscribers } from "#server/db/schema/index.ts";
import { enqueueMail, enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import { confirmSubscriptionMail, newsletterLinks, welcomeMail } from "./templates.ts";

export const newsletterAnswers = {
  /** The same whatever the address's state: the answer reveals nothing about it. */
  pending:
    "✅ Almost done: open the link we just sent to confirm your subscription. If this address is already subscribed, there is nothing more to do.",
  tooMany: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  unsubscribed: "✅ You are unsubscribed. You will get no more newsletters from us.",
  linkInvalid:
    "This link is not valid any more. Subscribe again from the box at the foot of any page.",
} as const;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export function createNewsletterService(deps: {
  db: Db;
  publicUrl: string;
  mailQueued: () => void;
}) {
  const { db } = deps;

  /**
   * Starts (or restarts) the double opt-in: a new confirmation link by e-mail, unless the address
   * is already confirmed, in which case nothing happens. Runs in the caller's transaction (the
   * intake worker's, after the 202). Several requests at once for one address meet on its unique
   * index and its row lock. Returns whether mail was queued.
   */
  async function subscribeIn(tx: Queryable, email: string): Promise<boolean> {
    const token = newToken();
    const confirmExpiresAt = sql`now() + make_interval(days => ${newsletterConfirmDays})`;
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        confirmTokenHash: sha256(token),
        confirmExpiresAt,
        unsubscribeToken: newToken(),
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ unsubscribeToken: newsletterSubscribers.unsubscribeToken });
    let unsubscribeToken = inserted?.unsubscribeToken;
    if (!unsubscribeToken) {
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for("update");
      if (!row || row.status === "confirmed") return false;
      await tx
        .update(newsletterSubscribers)
        .set({
          status: "pending",
          confirmTokenHash: sha256(token),
          confirmExpiresAt,
          requestedAt: sql`now()`,
        })
        .where(eq(newsletterSubscribers.id, row.id));
      unsubscribeToken = row.unsubscribeToken;
    }
    return enqueueMailToUnconfirmed(
      tx,
      confirmSubscriptionMail({
        to: email,
        confirmUrl: newsletterLinks.confirm(deps.publicUrl, token),
        unsubscribeUrl: newsletterLinks.unsubscribe(deps.publicUrl, unsubscribeToken),
      }),
      // A little before the link itself ends (the database's clock sets that): never sent dead.
      { expiresAt: new Date(Date.now() + newsletterConfirmDays * 86_400_000 - 60_000) },
    );
  }

  /**
   * Opens a confirmation link. Opening it twice is fine; a link that is unknown, expired, or
   * older than a later unsubscribe is not. `newlyConfirmed` is the address when this opening
   * confirmed it (not when it had been already).
   */
  async function confirm(
    token: string,
  ): Promise<{ outcome: "confirmed" | "invalid"; newlyConfirmed: string | null }> {
    if (!tokenShape.test(token)) return { outcome: "invalid", newlyConfirmed: null };
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.confirmTokenHash, sha256(token)))
        .for("update");
      if (!row) return { outcome: "invalid" as const };
      if (row.status === "confirmed") return { outcome: "confirmed" as const };
      if (row.status !== "pending" || !row.confirmExpiresAt || row.confirmExpiresAt < new Date())
        return { outcome: "invalid" as const };
      await tx
        .update(newsletterSubscribers)
        .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, row.id));
      await enqueueMail(
        tx,
        welcomeMail({
          to: row.email,
          unsubscribeUrl: newsletterLinks.unsubscribe(deps.publicUrl, row.unsubscribeToken),
        }),
      );
      return { outcome: "welcomed" as const, email: row.email };
    });
    if (outcome.outcome === "welcomed") {
      deps.mailQueued();
      return { outcome: "confirmed", newlyConfirmed: outcome.email };
    }
    return { outcome: outcome.outcome, newlyConfirmed: null };
  }

  /** One click, no questions: the link in every newsletter e-mail. Repeating it is harmless. */
  async function unsubscribe(token: string): Promise<"unsubscribed" | "invalid"> {
    if (!tokenShape.test(token)) return "invalid";
    const [row] = await db
      .update(newsletterSubscribers)
      .set({
        status: "unsubscribed",
        // Repeating the click keeps the first time.
        unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then ${newsletterSubscribers.unsubscribedAt} else now() end`,
      })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ id: newsletterSubscribers.id });
    return row ? "unsubscribed" : "invalid";
  }

  return { subscribeIn, confirm, unsubscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
