import { and, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { discardExpiredMail } from "#server/mail/outbox";
import { dbErrorInfo } from "./errors";
import type { Db } from "./index";
import { idempotencyKeys, intakeJobs, mailOutbox, resetTokens } from "./schema/index";

const hour = 60 * 60_000;

/**
 * Removes what has served its purpose: old reset links, idempotency answers, sent mail, unsent
 * mail whose link has expired, and requests the intake worker gave up on (they hold an address).
 */
export async function sweep(db: Db): Promise<void> {
  await db.delete(resetTokens).where(lt(resetTokens.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '1 day'`));
  await db
    .delete(mailOutbox)
    .where(
      and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)),
    );
  await discardExpiredMail(db);
  await db.delete(intakeJobs).where(lt(intakeJobs.createdAt, sql`now() - interval '1 day'`));
}

export function startHousekeeping(db: Db, log: FastifyBaseLogger) {
  let current: Promise<void> | undefined;
  const run = () => {
    current ??= sweep(db)
      .catch((error: unknown) =>
        log.warn({ err: dbErrorInfo(error) ?? { type: "Error" } }, "housekeeping failed"),
      )
      .finally(() => {
        current = undefined;
      });
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, hour);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
