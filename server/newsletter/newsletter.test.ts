import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { newsletterSubscribers } from "#server/db/schema/index.ts";
import {
  call,
  eventually,
  freshIp,
  PUBLIC_URL,
  postForm,
  type TestApp,
  uniqueEmail,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail, waitingRequests } from "#test/jobs.ts";
import type { ReceivedMail } from "#test/smtp-sink.ts";
import { newsletterAnswers } from "./service.ts";

function linkIn(mail: ReceivedMail, kind: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`${PUBLIC_URL}/api/newsletter/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return match[1]!;
}

const subscriberRows = (t: TestApp, email: string) =>
  t.app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

const subscriberOf = async (t: TestApp, email: string) => (await subscriberRows(t, email))[0];

describeEachBackend("newsletter", (backend) => {
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: sink.url } }));

  const subscribe = (email: string, ip?: string) =>
    call(t.app, "POST", "/newsletter", { body: { email }, ip });
  const open = (path: string, token: string) =>
    t.app.inject({ method: "GET", url: `/api/newsletter/${path}?token=${token}` });

  test("double opt-in: pending until the link in the e-mail is opened, then a welcome with one-click unsubscribe", async () => {
    const email = uniqueEmail("reader");
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: newsletterAnswers.pending });

    const [mail] = await sink.waitFor(email);
    expect(mail!.subject).toMatch(/^Confirm your subscription/);
    const headers = mail!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/site\.test\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>\r?$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const token = linkIn(mail!, "confirm");
    const pending = await subscriberOf(t, email);
    expect(pending).toMatchObject({ status: "pending", confirmedAt: null });
    // Only the digest of the confirmation token is kept.
    expect(pending!.confirmTokenHash).toBe(createHash("sha256").update(token).digest("hex"));

    const confirmed = await open("confirm", token);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/newsletter/confirmed");
    expect(confirmed.headers["referrer-policy"]).toBe("no-referrer");
    expect(await subscriberOf(t, email)).toMatchObject({ status: "confirmed" });
    // Opening it again is harmless.
    expect((await open("confirm", token)).headers.location).toBe("/newsletter/confirmed");

    const mails = await sink.waitFor(email, 2);
    const welcome = mails[1]!;
    expect(welcome.subject).toMatch(/^You are subscribed/);
    const unsubscribeToken = linkIn(welcome, "unsubscribe");
    expect(linkIn(mails[0]!, "unsubscribe")).toBe(unsubscribeToken);

    const left = await open("unsubscribe", unsubscribeToken);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe("/newsletter/unsubscribed");
    const gone = await subscriberOf(t, email);
    expect(gone).toMatchObject({ status: "unsubscribed" });
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    // The old confirmation link does not bring the subscription back.
    expect((await open("confirm", token)).headers.location).toBe("/newsletter/link-expired");
    // Unsubscribing twice keeps the first time.
    await open("unsubscribe", unsubscribeToken);
    expect((await subscriberOf(t, email))!.unsubscribedAt).toEqual(gone!.unsubscribedAt);
  });

  test("mail apps' one-click unsubscribe (RFC 8058) is a POST to the same link", async () => {
    const email = uniqueEmail("oneclick");
    await subscribe(email);
    const [mail] = await sink.waitFor(email);
    const token = linkIn(mail!, "unsubscribe");
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=b"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { "content-type": type },
        payload: type.startsWith("multipart")
          ? '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'
          : "List-Unsubscribe=One-Click",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: newsletterAnswers.unsubscribed });
    }
    expect(await subscriberOf(t, email)).toMatchObject({ status: "unsubscribed" });
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${"A".repeat(43)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unknown.statusCode).toBe(400);
  });

  test("subscribing twice is harmless and the answer reveals nothing", async () => {
    const email = uniqueEmail("twice");
    const first = await subscribe(email);
    const [mail] = await sink.waitFor(email);
    const again = await subscribe(email);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    // A pending address gets a fresh link; the older one stops working.
    const mails = await sink.waitFor(email, 2);
    const older = linkIn(mail!, "confirm");
    const newer = linkIn(mails[1]!, "confirm");
    expect(newer).not.toBe(older);
    expect((await open("confirm", older)).headers.location).toBe("/newsletter/link-expired");
    expect((await open("confirm", newer)).headers.location).toBe("/newsletter/confirmed");
    await sink.waitFor(email, 3);

    // Confirmed: the same answer, and no more mail.
    const confirmedAgain = await subscribe(email);
    expect(confirmedAgain.json()).toEqual(first.json());
    await eventually(
      async () => ((await waitingRequests(t.app.db, email)).length === 0 ? true : undefined),
      10_000,
      "the repeated request to be worked",
    );
    expect(await queuedMail(t.app.db, mailTo(email))).toHaveLength(3);
    expect(sink.to(email)).toHaveLength(3);
    expect(await subscriberRows(t, email)).toHaveLength(1);

    // Concurrent requests for a new address make one row.
    const racing = uniqueEmail("race");
    const answers = await Promise.all(Array.from({ length: 3 }, () => subscribe(racing)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    await eventually(async () =>
      (await queuedMail(t.app.db, mailTo(racing))).length >= 3 ? true : undefined,
    );
    expect(await subscriberRows(t, racing)).toHaveLength(1);
  });

  test("an expired, unknown or malformed link goes to the page that says so", async () => {
    const email = uniqueEmail("late");
    await subscribe(email);
    const token = linkIn((await sink.waitFor(email))[0]!, "confirm");
    await t.app.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await open("confirm", token)).headers.location).toBe("/newsletter/link-expired");
    for (const bad of ["", "x", "A".repeat(43), "' or 1=1 --"]) {
      for (const path of ["confirm", "unsubscribe"]) {
        const response = await open(path, encodeURIComponent(bad));
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/newsletter/link-expired");
      }
    }
  });

  test("validates the address, and a native form post lands on a page showing the outcome", async () => {
    const invalid = await subscribe("not-an-address");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: "Email: must be a valid email address.",
      field: "email",
    });
    const extra = await call(t.app, "POST", "/newsletter", {
      body: { email: uniqueEmail(), x: 1 },
    });
    expect(extra.statusCode).toBe(400);

    const form = (email: string, ip = freshIp()) => postForm(t.app, "/newsletter", { email }, ip);
    const email = uniqueEmail("nojs");
    const ok = await form(email);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/newsletter/check-your-inbox");
    await sink.waitFor(email);
    const bad = await form("nobody@localhost");
    expect(bad.headers.location).toBe("/newsletter/check-address");
  });

  test("limits requests per address and per e-mail, with a clear 429", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).statusCode).toBe(202);
    const limited = await subscribe(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < 10; i++) await subscribe(uniqueEmail("ip"), ip);
    const native = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      remoteAddress: ip,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: uniqueEmail() }).toString(),
    });
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe("/newsletter/try-later");
  });
});
