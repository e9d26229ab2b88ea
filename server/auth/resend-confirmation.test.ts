import { expect, test } from "vitest";
import { UNCONFIRMED_MAILS_PER_DAY } from "#server/mail/outbox.ts";
import { call, createUser, eventually, uniqueEmail } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail, waitingRequests } from "#test/jobs.ts";
import { authMessages } from "./rules.ts";

/**
 * The sign-up panel's "Send the link again": no session, only an address. Designed from the
 * attacker's side: it must not tell which addresses have accounts, must not mail anyone more
 * than the day's cap for an unconfirmed address, and must not let a stranger retire the link
 * already in someone's inbox by asking again.
 */
describeOnPglite("a new confirmation link asked from the sign-up panel", (backend) => {
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: sink.url } }));

  const resend = (email: string) =>
    call(t.app, "POST", "/auth/resend-confirmation", { body: { email } });
  const worked = (email: string) =>
    eventually(
      async () => ((await waitingRequests(t.app.db, email)).length === 0 ? true : undefined),
      10_000,
      `the request for ${email} to be worked`,
    );
  /** The confirmation links the address has received, oldest first, once its mail is out. */
  const linksTo = async (email: string) => {
    await eventually(
      async () =>
        (await queuedMail(t.app.db, mailTo(email))).every((mail) => mail.sentAt) ? true : undefined,
      10_000,
      `the mail to ${email} to be sent`,
    );
    return sink
      .to(email)
      .map((mail) => /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1])
      .filter((token): token is string => Boolean(token));
  };
  const confirm = (token: string) => call(t.app, "POST", "/auth/verify-email", { body: { token } });

  test("the same 202 for any address; only an account waiting for confirmation gets a link", async () => {
    const waiting = await createUser(t.app, { verified: false });
    const confirmed = await createUser(t.app);
    const nobody = uniqueEmail("nobody");
    const answers = [];
    for (const email of [waiting.email, confirmed.email, nobody]) {
      const answer = await resend(email);
      answers.push({ status: answer.statusCode, body: answer.json() });
      await worked(email);
    }
    expect(answers).toEqual(
      Array(3).fill({ status: 202, body: { message: authMessages.confirmationRequested } }),
    );
    // The sign-up's link, then the new one, which replaced it and confirms the address.
    const links = await linksTo(waiting.email);
    expect(links).toHaveLength(2);
    expect((await confirm(links[0]!)).statusCode).toBe(400);
    expect((await confirm(links[1]!)).statusCode).toBe(200);
    // The confirmed account's only mail is its sign-up's; nothing went to the unknown address.
    expect(await linksTo(confirmed.email)).toHaveLength(1);
    expect(await queuedMail(t.app.db, mailTo(nobody))).toEqual([]);
  });

  test("at the day's cap nothing more is sent, and the link already sent keeps working", async () => {
    const victim = await createUser(t.app, { verified: false });
    // Every kind of mail counts towards the cap: the sign-up's, two reset links, two new links.
    for (const path of ["/auth/forgot-password", "/auth/forgot-password"])
      await call(t.app, "POST", path, { body: { email: victim.email } });
    for (let i = 0; i < 2; i++) expect((await resend(victim.email)).statusCode).toBe(202);
    await worked(victim.email);
    expect(await queuedMail(t.app.db, mailTo(victim.email))).toHaveLength(
      UNCONFIRMED_MAILS_PER_DAY,
    );
    const links = await linksTo(victim.email);
    const inTheInbox = links.at(-1)!;

    // Asked again: answered the same, but no mail and no new link, which would retire the one
    // the owner has.
    expect((await resend(victim.email)).statusCode).toBe(202);
    await worked(victim.email);
    expect(await linksTo(victim.email)).toEqual(links);
    expect((await confirm(inTheInbox)).statusCode).toBe(200);
  });

  test("one address may ask three times an hour", async () => {
    const email = uniqueEmail("eager");
    for (let i = 0; i < 3; i++) expect((await resend(email)).statusCode).toBe(202);
    const refused = await resend(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again/i);
  });
});
