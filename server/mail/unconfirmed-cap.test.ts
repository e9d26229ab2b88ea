import { expect, test } from "vitest";
import { call, createUser, eventually } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail, waitingRequests } from "#test/jobs.ts";
import { UNCONFIRMED_MAILS_PER_DAY } from "./outbox.ts";

/**
 * Mail bombing a stranger's address: sign up with it, ask for new confirmation links, reset
 * links and newsletter confirmations, every kind up to its own limit. That was 10 mails in one
 * burst; an address nobody has confirmed now gets at most UNCONFIRMED_MAILS_PER_DAY a day.
 */
describeEachBackend("mail to an unconfirmed address", (backend) => {
  const t = useTestApp(backend);

  test("a burst of every kind of mail reaches the address at most the day's cap", async () => {
    const victim = await createUser(t.app, { verified: false });
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const resend = await call(t.app, "POST", "/auth/resend-verification", {
        token: victim.token,
        body: {},
      });
      answers.push(resend.statusCode);
      const forgot = await call(t.app, "POST", "/auth/forgot-password", {
        body: { email: victim.email },
      });
      // The answer never tells whether the address is known, capped or not.
      expect(forgot.statusCode).toBe(202);
      const subscribe = await call(t.app, "POST", "/newsletter", {
        body: { email: victim.email },
      });
      expect(subscribe.statusCode).toBe(202);
      // Reset and newsletter requests are queued; once they are sent, the next round's
      // resend sees them in the day's count, however slow the machine is.
      await eventually(async () =>
        (await waitingRequests(t.app.db, victim.email)).length === 0 ? true : undefined,
      );
    }
    const mails = await queuedMail(t.app.db, mailTo(victim.email));
    expect(mails).toHaveLength(UNCONFIRMED_MAILS_PER_DAY);
    // The signed-in owner asking for another confirmation link is told why none comes.
    expect(answers).toContain(429);

    // A confirmed address is not capped: the owner's reset still arrives.
    const owner = await createUser(t.app);
    for (let i = 0; i < 3; i++)
      await call(t.app, "POST", "/auth/forgot-password", { body: { email: owner.email } });
    await eventually(async () =>
      (await waitingRequests(t.app.db, owner.email)).length === 0 ? true : undefined,
    );
    // Its sign-up's confirmation, then the three reset links.
    expect(await queuedMail(t.app.db, mailTo(owner.email))).toHaveLength(1 + 3);
  });
});
