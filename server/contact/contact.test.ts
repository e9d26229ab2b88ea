import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactAnswers } from "#server/contact/service.ts";
import { contactDrafts, jobs, leads } from "#server/db/schema/index.ts";
import { forwardOf } from "#server/leads/forward.ts";
import { rateLimits } from "#server/plugins/rate-limit.ts";
import {
  call,
  createAdmin,
  createTestApp,
  eventually,
  freshIp,
  PUBLIC_URL,
  postForm,
  TEST_JWT_SECRET,
  type TestApp,
  uniqueEmail,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useMailServerDown, useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { mailTo, queuedMail, subjectLike } from "#test/jobs.ts";
import { createFormTokens } from "./form-token.ts";

const INBOX = "inbox@company.test";
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
/** A token issued `ageMs` ago, signed as the server signs them. */
const tokenAged = (ageMs: number) => createFormTokens(secret, () => Date.now() - ageMs).issue();

function message(overrides: Record<string, string> = {}) {
  return {
    firstName: "Sana",
    lastName: "Rahman",
    company: "Northwind Retail",
    phone: "+92 21 0000 0000",
    email: uniqueEmail("lead"),
    message: "We need a new online store before the holiday season.\nBudget is agreed.",
    subject: "New enquiry from the website contact form",
    website: "",
    formToken: tokenAged(10_000),
    ...overrides,
  };
}

const stored = (t: TestApp, email: string) =>
  t.app.db.select().from(leads).where(eq(leads.email, email));

/** The message's forward, once it has reached `state`. */
const forwardReaching = (t: TestApp, id: number, state: "failed" | "sent") =>
  eventually(async () => {
    const found = await forwardOf(t.app.db, id);
    return found?.state === state ? found : undefined;
  });

const countRows = async (t: TestApp, table: typeof jobs | typeof contactDrafts) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;

/**
 * Nothing was queued for a message kept in Check or as spam: no mail names its sender (the
 * subject does, and is kept after sending), no job was added at all, and no forward points at it.
 */
async function expectNothingQueued(
  t: TestApp,
  lastName: string,
  jobsBefore: number,
  stage: "check" | "spam" = "spam",
) {
  const [row] = await t.app.db.select().from(leads).where(eq(leads.lastName, lastName));
  expect(row).toMatchObject({ status: stage });
  expect(await countRows(t, jobs)).toBe(jobsBefore);
  expect(await queuedMail(t.app.db, subjectLike(`%${lastName}%`))).toEqual([]);
  expect(await forwardOf(t.app.db, row!.id)).toBeNull();
}

let nameCounter = 0;
/** A last name no other message in the database has. */
const uniqueName = (label: string) => `${label}${process.pid}x${++nameCounter}`;

/**
 * The draft a refused native post was sent back to the error page with: the answer must point
 * there, naming it.
 */
async function draftOf(t: TestApp, answer: Awaited<ReturnType<typeof postForm>>) {
  expect(answer.statusCode).toBe(303);
  const location = new URL(String(answer.headers.location), "http://x");
  expect(location.pathname).toBe("/contact/error");
  expect(location.hash).toBe("#resend-title");
  const draftId = location.searchParams.get("draft")!;
  expect(draftId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const [draft] = await t.app.db.select().from(contactDrafts).where(eq(contactDrafts.id, draftId));
  return draft;
}

describeEachBackend("contact form", (backend) => {
  const sink = useSmtpSink();
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: sink.url, MAIL_TO: INBOX } }));

  test("a message is stored before the answer and its e-mail reaches the company inbox", async () => {
    const input = message();
    const response = await call(t.app, "POST", "/contact", { body: input });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactAnswers.received("Sana") });
    expect(response.json().message).toMatch(/^✅/);

    // Stored by the time the answer arrived.
    const [row] = await stored(t, input.email);
    expect(row).toMatchObject({
      status: "new",
      spamReason: null,
      firstName: "Sana",
      lastName: "Rahman",
      phone: "+92 21 0000 0000",
      message: input.message,
    });

    const mails = await eventually(() => {
      const found = sink.received.filter(
        (mail) => mail.to.includes(INBOX) && mail.text.includes(input.email),
      );
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("New lead from Sana Rahman, Northwind Retail");
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${input.email.replace(/[.]/g, "\\.")}`, "m"));
    expect(mail.text).toContain("We need a new online store before the holiday season.");
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/leads/${row!.id}`);
  });

  test("refuses a message with a missing or wrong field, naming the field, and stores nothing", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstName: "  " }, "First name: is required.", "firstName"],
      [{ email: "not-an-email" }, "Email: must be a valid email address.", "email"],
      [{ message: "" }, "Message: is required.", "message"],
      [{ phone: "call me" }, "Phone: needs at least one digit.", "phone"],
      [{ message: "x".repeat(5001) }, "Message: must be at most 5000 characters.", "message"],
    ];
    for (const [overrides, text, field] of cases) {
      const input = message(overrides);
      const response = await call(t.app, "POST", "/contact", { body: input });
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ message: text, field });
      expect(await stored(t, input.email)).toHaveLength(0);
    }
    const { firstName: _omitted, ...withoutName } = message();
    const missing = await call(t.app, "POST", "/contact", { body: withoutName });
    expect(missing.json()).toEqual({ message: "First name: is required.", field: "firstName" });
  });

  test("the honeypot: answered like a success, kept as spam, no e-mail", async () => {
    const input = message({ website: "https://cheap-pills.example", lastName: uniqueName("Pot") });
    const jobsBefore = await countRows(t, jobs);
    const response = await call(t.app, "POST", "/contact", { body: input });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: contactAnswers.received("Sana") });
    const [row] = await stored(t, input.email);
    expect(row).toMatchObject({ status: "spam", spamReason: "honeypot" });
    await expectNothingQueued(t, input.lastName, jobsBefore);
  });

  test("the time trap: sent within 2 seconds of the token waits in Check; a token 2 seconds old is new", async () => {
    const token = await call(t.app, "GET", "/contact/token");
    expect(token.statusCode).toBe(200);
    const fresh = token.json().token as string;
    expect(fresh).toMatch(/^v2\.[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    const fast = message({ formToken: fresh, lastName: uniqueName("Fast") });
    const jobsBefore = await countRows(t, jobs);
    expect((await call(t.app, "POST", "/contact", { body: fast })).statusCode).toBe(201);
    expect((await stored(t, fast.email))[0]).toMatchObject({
      status: "check",
      spamReason: null,
      spamSignals: ["too-fast"],
      spamScore: 2,
    });
    await expectNothingQueued(t, fast.lastName, jobsBefore, "check");

    const late = message({ formToken: tokenAged(2_100) });
    expect((await call(t.app, "POST", "/contact", { body: late })).statusCode).toBe(201);
    expect((await stored(t, late.email))[0]).toMatchObject({
      status: "new",
      spamReason: null,
      spamSignals: [],
    });
  });

  test("a missing or forged token waits in Check, answered like a success, not mailed", async () => {
    const valid = tokenAged(10_000);
    const [version, issued, nonce, mac] = valid.split(".");
    const forgedTokens = [
      // Signed with another secret.
      createFormTokens(
        new TextEncoder().encode("another-secret-of-enough-length-000"),
        () => Date.now() - 10_000,
      ).issue(),
      // Ours, with the time or the nonce changed.
      [version, (Date.now() - 60_000).toString(36), nonce, mac].join("."),
      [version, issued, "A".repeat(22), mac].join("."),
      // The format before single-use tokens, and things that are no token at all.
      `v1.${issued}.${mac}`,
      "not-a-token",
    ];
    const { formToken: _none, ...absent } = message({ lastName: uniqueName("Absent") });
    const cases: Array<[Record<string, string>, string]> = [
      [message({ formToken: "", lastName: uniqueName("Empty") }), "no-token"],
      [absent, "no-token"],
      ...forgedTokens.map((formToken): [Record<string, string>, string] => [
        message({ formToken, lastName: uniqueName("Forged") }),
        "bad-token",
      ]),
    ];
    for (const [input, reason] of cases) {
      const jobsBefore = await countRows(t, jobs);
      const response = await call(t.app, "POST", "/contact", { body: input });
      expect(response.statusCode, input.formToken).toBe(201);
      expect(response.json()).toEqual({ message: contactAnswers.received("Sana") });
      expect((await stored(t, input.email!))[0], input.formToken).toMatchObject({
        status: "check",
        spamSignals: [reason],
        spamScore: 3,
        formNonce: null,
        message: input.message,
      });
      await expectNothingQueued(t, input.lastName!, jobsBefore, "check");
    }
  });

  test("a token is good for one message: the same token again waits in Check", async () => {
    const formToken = tokenAged(10_000);
    const first = message({ formToken });
    const again = message({ formToken, lastName: uniqueName("Again") });
    const firstAnswer = await call(t.app, "POST", "/contact", { body: first });
    const jobsBefore = await countRows(t, jobs);
    const againAnswer = await call(t.app, "POST", "/contact", { body: again });
    // A bot learns nothing: the same status and words as for the first message.
    expect(againAnswer.statusCode).toBe(firstAnswer.statusCode);
    expect(againAnswer.json()).toEqual(firstAnswer.json());
    expect((await stored(t, first.email))[0]).toMatchObject({
      status: "new",
      spamReason: null,
      formNonce: formToken.split(".")[2],
    });
    expect((await stored(t, again.email))[0]).toMatchObject({
      status: "check",
      spamSignals: ["token-reused"],
      formNonce: null,
    });
    await expectNothingQueued(t, again.lastName, jobsBefore, "check");

    // Sent at the same moment, one message gets the token and the other waits in Check.
    const shared = tokenAged(10_000);
    const racing = [0, 1].map(() => message({ formToken: shared }));
    const answers = await Promise.all(
      racing.map((input) => call(t.app, "POST", "/contact", { body: input })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const rows = (await Promise.all(racing.map((input) => stored(t, input.email)))).flat();
    expect(rows.map((row) => `${row.status} ${row.spamSignals}`).sort()).toEqual([
      "check token-reused",
      "new ",
    ]);

    // A person who sends a second message with the fresh token the form fetched is not spam.
    const next = message({ formToken: tokenAged(10_000) });
    expect((await call(t.app, "POST", "/contact", { body: next })).statusCode).toBe(201);
    expect((await stored(t, next.email))[0]).toMatchObject({ status: "new" });
  });

  test("a native form post is answered with a 303 to the page that shows the outcome", async () => {
    const fields = message();
    const sent = await postForm(t.app, "/contact", fields);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/contact/sent");
    expect((await stored(t, fields.email))[0]).toMatchObject({ status: "new" });

    // Without JavaScript the form has no token: the same page, and the message waits in Check.
    const { formToken: _noScript, ...noScript } = message();
    const unchecked = await postForm(t.app, "/contact", noScript);
    expect(unchecked.statusCode).toBe(303);
    expect(unchecked.headers.location).toBe("/contact/sent");
    expect((await stored(t, noScript.email))[0]).toMatchObject({
      status: "check",
      spamSignals: ["no-token"],
    });

    // Refused: what was typed is kept for the error page, the message is not stored.
    const refused = message({ email: "sana@localhost", message: "Line one\nline two" });
    const answer = await postForm(t.app, "/contact", refused);
    const draft = await draftOf(t, answer);
    expect(draft).toMatchObject({
      problem: "Email: must be a valid email address.",
      field: "email",
      fields: {
        firstName: "Sana",
        email: "sana@localhost",
        message: "Line one\nline two",
        company: "Northwind Retail",
      },
    });
    expect(draft!.fields).not.toHaveProperty("website");
    expect(await stored(t, "sana@localhost")).toHaveLength(0);

    // The honeypot filled in a native post: the same 303 as a success, and nothing queued.
    const bot = message({ website: "spam", lastName: uniqueName("NativeBot") });
    const jobsBefore = await countRows(t, jobs);
    const botAnswer = await postForm(t.app, "/contact", bot);
    expect(botAnswer.headers.location).toBe("/contact/sent");
    expect((await stored(t, bot.email))[0]).toMatchObject({ status: "spam" });
    await expectNothingQueued(t, bot.lastName, jobsBefore);
  });

  test("too many messages from one address: a clear 429, or the error page for a native post", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await call(t.app, "POST", "/contact", { body: message(), ip });
      expect(response.statusCode).toBe(201);
    }
    const limited = await call(t.app, "POST", "/contact", { body: message(), ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes?/,
    );

    // Without JavaScript: the error page, with what was typed kept as for a refused field.
    const typed = message({ message: "Please call me about a new website.\nThanks!" });
    const native = await postForm(t.app, "/contact", typed, ip);
    const draft = await draftOf(t, native);
    expect(draft).toMatchObject({
      problem: expect.stringMatching(
        /^You have sent several messages in a short time\. Please try again in \d+ minutes?/,
      ),
      field: null,
      fields: {
        firstName: "Sana",
        lastName: "Rahman",
        email: typed.email,
        message: "Please call me about a new website.\nThanks!",
      },
    });
    expect(await stored(t, typed.email)).toHaveLength(0);

    // A flood keeps a bounded number of drafts; past that, the page says why without one.
    for (let i = 1; i < rateLimits.contactDraftPerIp.max; i++)
      expect((await postForm(t.app, "/contact", message(), ip)).headers.location).toMatch(
        /\?draft=/,
      );
    const draftsBefore = await countRows(t, contactDrafts);
    const flood = await postForm(t.app, "/contact", message(), ip);
    expect(flood.statusCode).toBe(303);
    expect(flood.headers.location).toMatch(
      /^\/contact\/error\?reason=too-many&wait=\d+#resend-title$/,
    );
    expect(await countRows(t, contactDrafts)).toBe(draftsBefore);
  });

  test("a line break in a one-line field (header injection) is refused, naming the field", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstName: "Name\r\nBcc: x@example.com" }, "First name", "firstName"],
      [{ lastName: "Rahman\nBcc: x@example.com" }, "Last name", "lastName"],
      [{ company: "Acme\rBcc: x@example.com" }, "Company", "company"],
    ];
    for (const [overrides, label, field] of cases) {
      const input = message(overrides);
      const response = await call(t.app, "POST", "/contact", { body: input });
      expect(response.statusCode, label).toBe(400);
      expect(response.json()).toEqual({
        message: `${label}: must be on one line, without line breaks.`,
        field,
      });
      expect(await stored(t, input.email)).toHaveLength(0);
    }
    // The message itself keeps its lines.
    const letter = await call(t.app, "POST", "/contact", {
      body: message({ message: "Hello,\r\nwe need a website.\r\nThanks" }),
    });
    expect(letter.statusCode).toBe(201);
  });

  test("a NUL character is refused with a message, and a draft keeps the rest", async () => {
    const json = await call(t.app, "POST", "/contact", {
      body: message({ lastName: "Ra\u0000hman" }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      message: "Last name: must not contain control characters.",
      field: "lastName",
    });
    const native = await postForm(t.app, "/contact", message({ lastName: "Ra\u0000hman" }));
    expect(native.statusCode).toBe(303);
    const draftId = new URL(String(native.headers.location), "http://x").searchParams.get("draft")!;
    const [draft] = await t.app.db
      .select()
      .from(contactDrafts)
      .where(eq(contactDrafts.id, draftId));
    expect(draft!.fields.lastName).toBe("Rahman");
  });

  test("the API refuses bodies that are neither JSON nor a form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: freshIp(),
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
  });
});

describeEachBackend("contact form with the mail server down", (backend) => {
  const mailServer = useMailServerDown();
  const t = useTestApp(backend, () => ({ env: { SMTP_URL: mailServer.url, MAIL_TO: INBOX } }));

  test("the message is stored at once and its e-mail arrives once the server is back", async () => {
    const input = message();
    const started = performance.now();
    const response = await call(t.app, "POST", "/contact", { body: input });
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await stored(t, input.email))[0]).toMatchObject({ status: "new" });

    const failed = await eventually(async () => {
      const [row] = await queuedMail(t.app.db, mailTo(INBOX));
      return row && row.attempts >= 2 && row.lastError ? row : undefined;
    });
    expect(failed.sentAt).toBeNull();

    const sink = await mailServer.start();
    // On a working morning (Karachi time) the sales digest reaches the same inbox too.
    const mail = await eventually(
      async () => sink.to(INBOX).find((received) => received.text.includes(input.email)),
      15_000,
      "the message's notification",
    );
    expect(mail.raw).toMatch(/^Reply-To: /m);
  });
});

type Received = { body: URLSearchParams; contentType: string | undefined };

async function startFormService(answers: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        body: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
        contentType: request.headers["content-type"],
      });
      response.statusCode = answers.shift() ?? 200;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/f/contact`,
    received,
    /** After `posts` posts, the last one's fields: sent as a native form would send them. */
    lastPost(posts: number) {
      expect(received).toHaveLength(posts);
      const last = received.at(-1)!;
      expect(last.contentType).toBe("application/x-www-form-urlencoded");
      return Object.fromEntries(last.body);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachBackend("forwarding to a third-party form endpoint", (backend) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof startFormService>>;

  beforeAll(async () => {
    // The first two attempts fail: the endpoint is down for a moment.
    service = await startFormService([503, 500]);
    t = await createTestApp(backend, {
      env: { CONTACT_FORWARD_URL: service.url, MAIL_TO: INBOX },
      app: { forward: { retryBaseMs: 100, retryMaxMs: 300 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  test("passes each real message on as a form post, retrying until it is taken; spam stays home", async () => {
    const input = message();
    const spam = message({ website: "bot" });
    const started = performance.now();
    expect((await call(t.app, "POST", "/contact", { body: input })).statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await call(t.app, "POST", "/contact", { body: spam })).statusCode).toBe(201);

    const [row] = await stored(t, input.email);
    const failed = await forwardReaching(t, row!.id, "failed");
    // What is kept of a refusal: its status, never the answer's body.
    expect(failed.lastError).toMatch(/^ForwardRefused HTTP 50[03]$/);
    const forward = await forwardReaching(t, row!.id, "sent");
    expect(forward).toEqual({ state: "sent", attempts: 3, lastError: null });
    expect(service.lastPost(3)).toMatchObject({
      firstName: "Sana",
      email: input.email,
      message: input.message,
      _replyto: input.email,
    });
    const [spamRow] = await stored(t, spam.email);
    expect(await forwardOf(t.app.db, spamRow!.id)).toBeNull();
  });

  test("a lead in Check is passed on once an administrator says it is not spam", async () => {
    const hurried = message({ formToken: tokenAged(500), lastName: uniqueName("Hurried") });
    expect((await call(t.app, "POST", "/contact", { body: hurried })).statusCode).toBe(201);
    const [row] = await stored(t, hurried.email);
    expect(row).toMatchObject({ status: "check" });
    expect(await forwardOf(t.app.db, row!.id)).toBeNull();
    const admin = await createAdmin(t.app, "Forward Admin");
    const cleared = await call(t.app, "POST", `/admin/leads/${row!.id}/not-spam`, {
      token: admin.token,
    });
    expect(cleared.json()).toMatchObject({ status: "new" });
    expect(await forwardReaching(t, row!.id, "sent")).toMatchObject({ state: "sent" });
    expect(Object.fromEntries(service.received.at(-1)!.body)).toMatchObject({
      email: hurried.email,
    });
  });
});

describeEachBackend("forwarding to Zoho CRM's Web-to-Lead form", (backend) => {
  let t: TestApp;
  let zoho: Awaited<ReturnType<typeof startFormService>>;
  const xnQsjsdp = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
  const xmIwtLD = "zcrm_1234567890abcdef";

  beforeAll(async () => {
    // A stand-in for crm.zoho.com on this machine: it fails once, then takes the lead.
    zoho = await startFormService([502]);
    t = await createTestApp(backend, {
      env: {
        CONTACT_FORWARD: "zoho-web-to-lead",
        CONTACT_FORWARD_URL: zoho.url,
        ZOHO_WEB_TO_LEAD_XNQSJSDP: xnQsjsdp,
        ZOHO_WEB_TO_LEAD_XMIWTLD: xmIwtLD,
        MAIL_TO: INBOX,
      },
      app: { forward: { retryBaseMs: 100, retryMaxMs: 300 } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await zoho?.close();
  });

  test("posts the Web-to-Lead fields with the form's identifiers, retrying; spam is not sent", async () => {
    const input = message({ lastName: "", company: "" });
    expect((await call(t.app, "POST", "/contact", { body: input })).statusCode).toBe(201);
    expect(
      (await call(t.app, "POST", "/contact", { body: message({ website: "bot" }) })).statusCode,
    ).toBe(201);
    const [row] = await stored(t, input.email);
    const forward = await forwardReaching(t, row!.id, "sent");
    expect(forward).toEqual({ state: "sent", attempts: 2, lastError: null });
    expect(zoho.lastPost(2)).toEqual({
      xnQsjsdp,
      xmIwtLD,
      actionType: "TGVhZHM=",
      "First Name": "",
      "Last Name": "Sana",
      Email: input.email,
      Phone: input.phone,
      Company: "Not given",
      "Lead Source": "Website",
      Description: `${input.subject}\n\n${input.message}`,
    });
  });

  test("the mode refuses to start without the form's identifiers", async () => {
    const { loadConfig } = await import("#server/config.ts");
    expect(() => loadConfig({ CONTACT_FORWARD: "zoho-web-to-lead" })).toThrow(
      /ZOHO_WEB_TO_LEAD_XNQSJSDP/,
    );
    expect(() => loadConfig({ CONTACT_FORWARD: "hubspot" })).toThrow(/CONTACT_FORWARD/);
  });
});

describe("configuration of the leads features", () => {
  test("ADMIN_EMAILS is a comma-separated list; CONTACT_FORWARD_URL must be http(s)", async () => {
    const { loadConfig } = await import("#server/config.ts");
    expect(
      loadConfig({ ADMIN_EMAILS: " Boss@Example.com, ops@example.com ," }).ADMIN_EMAILS,
    ).toEqual(["boss@example.com", "ops@example.com"]);
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: "boss" })).toThrow(/ADMIN_EMAILS/);
    expect(() => loadConfig({ CONTACT_FORWARD_URL: "ftp://x.example" })).toThrow(
      /CONTACT_FORWARD_URL/,
    );
    expect(loadConfig({ MAIL_TO: "" }).MAIL_TO).toMatch(/@/);
    expect(loadConfig({ MAIL_TO: "leads@company.test" }).MAIL_TO).toBe("leads@company.test");
  });
});
