import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { siteDay } from "#contract/site-time.ts";
import { sha256 } from "#server/auth/links.ts";
import { createBookingLinks } from "#server/bookings/links.ts";
import { createFormTokens } from "#server/contact/form-token.ts";
import { contactAnswers } from "#server/contact/service.ts";
import {
  type BookingRow,
  bookings,
  contactDrafts,
  leads,
  newsletterSubscribers,
  redemptions,
  referrals,
  securityEvents,
  users,
} from "#server/db/schema/index.ts";
import { createDownloadLinks } from "#server/resources/download-links.ts";
import {
  balanceOf,
  call,
  confirmEmail,
  createTestApp,
  createUser,
  grantPoints,
  PASSWORD,
  storeLink,
  TEST_JWT_SECRET,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from "#test/app.ts";
import {
  auth as authArbitrary,
  type FuzzRequest,
  ip as ipArbitrary,
  method as methodArbitrary,
  query as queryArbitrary,
} from "./fuzz/arbitraries.ts";
import {
  accountEndpoints,
  adminEndpoints,
  bookingEndpoints,
  type Endpoint,
  leadEndpoints,
  resourceEndpoints,
  searchEndpoints,
} from "./fuzz/endpoints.ts";
import { type Answer, send } from "./support/http.ts";

/** How the draft of a native contact form refused by its rate limit begins. */
const contactTooMany = contactAnswers.tooMany("\u0000").split("\u0000")[0]!;

/**
 * Requests per endpoint. `npm test` sends 50 from a fixed seed: every endpoint's accepted and
 * refused paths in about a minute, the same cases on every run, so a red run is the change's
 * doing and reproduces. `npm run test:fuzz` (nightly) sends 1,000 from a new seed each time;
 * FUZZ_RUNS and FUZZ_SEED set either (a failure prints the seed that replays it).
 */
const runs = Number(process.env.FUZZ_RUNS || 50);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 26;

/**
 * Columns that change without a request (the job worker sending mail, passing contact messages
 * on, working stored requests): left out of the snapshot that must not change when a request is
 * refused.
 */
const volatileColumns: Record<string, string[]> = {
  // A done job keeps less of its payload (a sent mail, its address and subject).
  jobs: ["attempts", "next_attempt_at", "done_at", "last_error", "locked_until", "payload"],
  // Every use of a session renews it (at most once a minute), refused request or not.
  sessions: ["last_seen_at"],
};

/**
 * Two tables a refusal may write one row to, on purpose, each checked on its own: the draft of a
 * native contact form the server refused (the error page shows it filled in again; its id is in
 * the redirect), and the audit log, which records 429s (a few per window), a signed-in account's
 * 403 on the admin API and every failed login (and must record nothing else for a refusal).
 */
const checkedApart = ["contact_drafts", "security_events"];

/**
 * The audit events a refusal may leave: for each limit it ran into (a 429, or a native form's
 * redirect saying so; a login slowed down after failures records that instead) at most one
 * rate-limited event, since only the 1st, 10th, 100th… refusal of a window is written
 * (server/security/audit-log.test.ts counts them); likewise for a signed-in account's 403 on the
 * admin API; one failure for a wrong password; none for any other refusal.
 */
function auditedRefusal(
  route: string,
  status: number,
  limited: boolean,
): { kinds: string[]; min: number; max: number } {
  if (limited)
    return route === "POST /api/auth/login"
      ? { kinds: ["rate-limited", "login-throttled"], min: 0, max: 1 }
      : // A native contact form past its limit, flooding: past the drafts' limit as well.
        { kinds: ["rate-limited"], min: 0, max: route === "POST /api/contact" ? 2 : 1 };
  if (status === 401 && route === "POST /api/auth/login")
    return { kinds: ["login-failure"], min: 1, max: 1 };
  if (status === 403 && / \/api\/admin\//.test(route))
    return { kinds: ["admin-refused"], min: 0, max: 1 };
  return { kinds: [], min: 0, max: 0 };
}

type Subject = TestUser & { referralCode: string };

const endpoints = [
  ...accountEndpoints,
  ...leadEndpoints,
  ...adminEndpoints,
  ...resourceEndpoints,
  ...searchEndpoints,
  ...bookingEndpoints,
];

describe("fuzzing every API endpoint through the real server", () => {
  let t: TestApp;
  let baseUrl: string;
  let snapshotQuery: string;
  let apartQuery: string;
  let subject: Subject;
  let other: Subject;
  let admin: Subject;
  const tokens: Record<string, string> = {};
  const summary: string[] = [];
  const downloadLinks = createDownloadLinks(
    new TextEncoder().encode(TEST_JWT_SECRET),
    () => new Date(),
  );
  const bookingLinks = createBookingLinks(
    new TextEncoder().encode(TEST_JWT_SECRET),
    () => new Date(),
  );
  const oldFormTokens = createFormTokens(
    new TextEncoder().encode(TEST_JWT_SECRET),
    () => Date.now() - 60_000,
  );

  let subjectsMade = 0;
  /** A new signed-in account; every third one has not confirmed its address yet. */
  async function newSubject(verified = subjectsMade++ % 3 !== 2): Promise<Subject> {
    const user = await createUser(t.app, { name: "Fuzz Subject", verified });
    const [row] = await t.app.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, user.id));
    return { ...user, referralCode: row!.code };
  }

  /** A new account signed up with `other`'s referral code, its address not confirmed yet. */
  async function referredAccount(): Promise<string> {
    const email = uniqueEmail("referred");
    const signup = await call(t.app, "POST", "/auth/signup", {
      body: { name: "Fuzz Referred", email, password: PASSWORD, referralCode: other.referralCode },
    });
    if (signup.statusCode !== 201) throw new Error(`sign-up: ${signup.body}`);
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  /** A confirmation link's token for the account, stored the way the sign-up stores it. */
  function verifyLink(userId: string, state: { used?: boolean; expired?: boolean } = {}) {
    return storeLink(t.app, {
      userId,
      purpose: "verify",
      ...(state.expired ? { expiresAt: new Date(Date.now() - 60_000) } : {}),
      ...(state.used ? { usedAt: new Date() } : {}),
    });
  }

  /**
   * A signature of the whole database: for most tables the row count and the newest row
   * version (`xmin`, the transaction that wrote it: any insert, update or delete changes one of
   * the two); for tables with volatile columns, the count and a hash of the other columns. The
   * two tables checked apart come as their count and newest version, to find what was added.
   */
  async function snapshot(): Promise<string> {
    const result = (await t.app.db.execute(sql.raw(snapshotQuery))) as unknown as {
      rows: { digest: string }[];
    };
    return result.rows[0]!.digest;
  }
  const apartVersion = async () => {
    const result = (await t.app.db.execute(sql.raw(apartQuery))) as unknown as {
      rows: { version: string }[];
    };
    return result.rows[0]!.version;
  };

  /**
   * The database's next transaction id. Every write takes one, so while it stands still nothing
   * was written and both signatures above still hold; it is read first, so a write that lands
   * while they are read makes the next comparison read them again.
   */
  const writeMark = async () => {
    const result = (await t.app.db.execute(
      sql.raw("select pg_snapshot_xmax(pg_current_snapshot())::text as mark"),
    )) as unknown as { rows: { mark: string }[] };
    return result.rows[0]!.mark;
  };
  type State = { mark: string; digest: string; apart: string };
  const state = async (): Promise<State> => {
    const mark = await writeMark();
    return { mark, digest: await snapshot(), apart: await apartVersion() };
  };
  /** The state now: `known` again when nothing has been written since it was read. */
  const stateSince = async (known: State | undefined) =>
    known && (await writeMark()) === known.mark ? known : state();

  /** Rows of the tables checked apart written after `version`. */
  async function apartSince(since: string) {
    const newer = sql.raw(`xmin::text::bigint > ${Number(since.split("/")[0])}`);
    const drafts = await t.app.db
      .select({ id: contactDrafts.id, problem: contactDrafts.problem })
      .from(contactDrafts)
      .where(newer);
    const events = await t.app.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(newer);
    return { drafts, events: events.map((row) => row.kind as string) };
  }

  /** The tables whose part of two snapshots differs. */
  const changedTables = (before: string, after: string) => {
    const parts = (digest: string) =>
      new Map(digest.split("|").map((part) => part.split("=") as [string, string]));
    const [a, b] = [parts(before), parts(after)];
    return [...a.keys()].filter((table) => a.get(table) !== b.get(table)).join(", ");
  };

  beforeAll(async () => {
    // A monthly cap of one credited referral: the referrer's later ones wait for review, so the
    // review queue has referrals to decide.
    t = await createTestApp("pglite", { env: { TRUST_PROXY: "true", REFERRAL_MONTHLY_CAP: "1" } });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    // One digest of every table in the public schema, volatile columns left out.
    const columns = (await t.app.db.execute(
      sql.raw(`select table_name, column_name from information_schema.columns
               where table_schema = 'public' order by table_name, ordinal_position`),
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const tables = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columns.rows) {
      if (checkedApart.includes(table) || volatileColumns[table]?.includes(column)) continue;
      tables.set(table, [...(tables.get(table) ?? []), `"${column}"`]);
    }
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining([
        "users",
        "points_ledger",
        "leads",
        "newsletter_subscribers",
        "idempotency_keys",
        "referrals",
        "sessions",
      ]),
    );
    const tableSignature = ([table, list]: [string, string[]]) =>
      volatileColumns[table]
        ? `'${table}=' || (select count(*) || ':' || coalesce(sum(hashtext(row(${list.join(", ")})::text)::bigint), 0) from "${table}")`
        : `'${table}=' || (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${table}")`;
    snapshotQuery = `select concat_ws('|', ${[...tables].map(tableSignature).join(", ")}) as digest`;
    // "<newest version of either>/<counts>": the version finds the rows added since.
    apartQuery = `select greatest(
        (select coalesce(max(xmin::text::bigint), 0) from contact_drafts),
        (select coalesce(max(xmin::text::bigint), 0) from security_events))
      || '/' || (select count(*) from contact_drafts) || ':' || (select count(*) from security_events)
      as version`;

    subject = await newSubject(true);
    other = await newSubject(true);
    admin = await newSubject(true);
    await t.app.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    // The snapshot sees a change where one happens.
    const unchanged = await snapshot();
    expect(await snapshot()).toBe(unchanged);
    await grantPoints(t.app, other.id, 1);
    const granted = await snapshot();
    expect(granted).not.toBe(unchanged);
    await t.app.db.update(users).set({ name: "Fuzz Other" }).where(eq(users.id, other.id));
    expect(await snapshot()).not.toBe(granted);

    // Tokens the guard must refuse, each for its own reason.
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const issuer = t.config.JWT_ISSUER;
    const audience = t.config.JWT_AUDIENCE;
    const now = Math.floor(Date.now() / 1000);
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string };
    const adminSession = claimsOf(admin.token).sid;
    // The admin's live session and its version (0) unless told: each is refused for its own
    // reason.
    const sign = (
      claims: {
        sub?: string;
        iss?: string;
        aud?: string;
        iat?: number;
        exp?: number;
        sv?: number;
        sid?: string | null;
      },
      key = secret,
      alg = "HS256",
    ) =>
      new SignJWT({
        sv: claims.sv ?? 0,
        ...(claims.sid === null ? {} : { sid: claims.sid ?? adminSession }),
      })
        .setProtectedHeader({ alg, typ: "JWT" })
        .setSubject(claims.sub ?? admin.id)
        .setIssuer(claims.iss ?? issuer)
        .setAudience(claims.aud ?? audience)
        .setIssuedAt(claims.iat ?? now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(key);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    tokens.expired = await sign({ iat: now - 7200, exp: now - 3600 });
    tokens["other-audience"] = await sign({ aud: "admin" });
    tokens["other-issuer"] = await sign({ iss: "https://attacker.example" });
    tokens["alg-none"] =
      `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: admin.id, iss: issuer, aud: audience, iat: now, exp: now + 3600, sv: 0, sid: adminSession })}.`;
    tokens["wrong-secret"] = await sign({}, new TextEncoder().encode("x".repeat(48)));
    tokens.hs512 = await sign({}, secret, "HS512");
    tokens["future-iat"] = await sign({ iat: now + 3600, exp: now + 7200 });
    tokens["sub-not-uuid"] = await sign({ sub: "admin" });
    const [header, , signature] = subject.token.split(".");
    tokens.tampered = `${header}.${encode({ sub: admin.id, iss: issuer, aud: audience, iat: now, exp: now + 3600, sv: 0, sid: adminSession })}.${signature}`;
    tokens["other-session-version"] = await sign({ sv: 1 });
    // A token from before sessions were rows (no sid), one naming no session, and the admin's
    // id with another account's live session.
    tokens["no-session-id"] = await sign({ sid: null });
    tokens["unknown-session"] = await sign({ sid: crypto.randomUUID() });
    tokens["other-users-session"] = await sign({ sid: claimsOf(other.token).sid });
    // A session ended by logout; one ended by "log out everywhere" from another session.
    const loggedOut = await newSubject(true);
    expect((await call(t.app, "POST", "/auth/logout", { token: loggedOut.token })).statusCode).toBe(
      200,
    );
    tokens["logged-out"] = loggedOut.token;
    const everywhere = await newSubject(true);
    const secondLogin = await call(t.app, "POST", "/auth/login", {
      body: { email: everywhere.email, password: everywhere.password },
    });
    expect(
      (
        await call(t.app, "POST", "/auth/logout-everywhere", {
          token: secondLogin.json().token,
        })
      ).statusCode,
    ).toBe(200);
    tokens["logged-out-everywhere"] = everywhere.token;
    const wallet = await call(t.app, "PUT", "/user/payout-method", {
      token: other.token,
      body: { method: "jazzcash", wallet: "0300 1234567", password: other.password },
    });
    expect(wallet.statusCode).toBe(200);
    // The referrer's monthly cap reached: its next confirmed referral is held for review.
    const first = await referredAccount();
    expect((await confirmEmail(t.app, first)).statusCode).toBe(200);

    const deleted = await newSubject();
    await call(t.app, "DELETE", "/user/me", {
      token: deleted.token,
      body: { password: deleted.password },
    });
    tokens["deleted-user"] = deleted.token;
    const changed = await newSubject();
    await call(t.app, "POST", "/user/change-password", {
      token: changed.token,
      body: { currentPassword: changed.password, newPassword: "a-brand-new-passphrase-7" },
    });
    tokens["before-password-change"] = changed.token;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (summary.length > 0)
      console.info(
        `Fuzzing, ${runs} requests per endpoint (seed ${Number.isNaN(seed) ? "random" : seed}):\n${summary.join("\n")}`,
      );
  });

  function authorization(choice: string, needed: Endpoint["auth"]): string | undefined {
    if (choice === "none") return undefined;
    if (choice === "valid") return `Bearer ${needed === "admin" ? admin.token : subject.token}`;
    if (choice === "not-admin") return `Bearer ${subject.token}`;
    if (choice === "basic") return "Basic dXNlcjpwYXNzd29yZA==";
    if (choice === "bearer-empty") return "Bearer ";
    if (choice === "huge") return `Bearer ${"a".repeat(5_000)}`;
    if (choice.startsWith("raw:")) return choice.slice(4);
    return `Bearer ${tokens[choice]}`;
  }

  const newsletterToken = () => randomBytes(32).toString("base64url");
  /** Set when the test itself wrote to the database since the last snapshot. */
  let wrote = false;

  /** Writes a newsletter subscriber for a placeholder; answers its unsubscribe token. */
  const addSubscriber = async (
    row: Omit<typeof newsletterSubscribers.$inferInsert, "unsubscribeToken">,
  ) => {
    wrote = true;
    const unsubscribeToken = newsletterToken();
    await t.app.db.insert(newsletterSubscribers).values({ ...row, unsubscribeToken });
    return unsubscribeToken;
  };

  async function requestedRedemption(): Promise<string> {
    wrote = true;
    if ((await balanceOf(t.app, other.id)) < 200) await grantPoints(t.app, other.id, 200);
    const redeemed = await call(t.app, "POST", "/rewards/redeem", { token: other.token });
    const [row] = await t.app.db
      .select({ id: redemptions.id, status: redemptions.status })
      .from(redemptions)
      .orderBy(desc(redemptions.id))
      .limit(1);
    if (redeemed.statusCode !== 200 || row?.status !== "requested")
      throw new Error(`redeem: ${row?.status} ${redeemed.body}`);
    return String(row.id);
  }

  /**
   * A member whose 18 credited referrals unlock 6 consultancy hours, made once: each revocation
   * the fuzzer gets through takes the 3 referrals of one hour (REFERRAL_CONSULTATION_EVERY's 3).
   */
  let hourMember: Promise<TestUser> | undefined;
  const memberWithHours = () => {
    wrote = true;
    hourMember ??= (async () => {
      const member = await createUser(t.app, { name: "Fuzz Hours" });
      const code = (
        await call(t.app, "GET", "/user/my-referral-link", { token: member.token })
      ).json().code as string;
      for (let i = 0; i < 18; i++) await createUser(t.app, { referralCode: code });
      // This app's monthly cap of 1 holds the rest for review: credited as an approval would.
      await t.app.db
        .update(referrals)
        .set({ status: "credited", decidedAt: new Date() })
        .where(eq(referrals.referrerId, member.id));
      return member;
    })();
    return hourMember;
  };
  /** The next hour's referrals of that member, as its page in the admin area lists them. */
  async function hourReferrals(): Promise<string> {
    const member = await memberWithHours();
    const hours = (
      await call(t.app, "GET", `/admin/users/${member.id}/consultancy-hours`, {
        token: admin.token,
      })
    ).json() as { unlocked: { referrals: { id: number }[] }[] };
    return (hours.unlocked[0]?.referrals ?? []).map((referral) => referral.id).join(",");
  }

  /** A lead as the contact form leaves it, in `stage`. */
  async function addLead(stage: Partial<typeof leads.$inferInsert>): Promise<string> {
    wrote = true;
    const [row] = await t.app.db
      .insert(leads)
      .values({
        firstName: "Lead",
        email: uniqueEmail("lead"),
        subject: "Website",
        message: "Please call me back.",
        ...stage,
      })
      .returning({ id: leads.id });
    return String(row!.id);
  }

  let liveBookingId: number | undefined;
  let bookedFarAhead = 0;
  /**
   * The booked call the link and calls-list endpoints change: the last one while it is still
   * booked, else a new one in the next free time (or, once the weeks ahead are full, a row far
   * ahead, which its links can cancel but not move).
   */
  async function liveBooking(): Promise<BookingRow> {
    if (liveBookingId !== undefined) {
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, liveBookingId));
      if (row?.status === "booked") return row;
    }
    wrote = true;
    const free = await call(t.app, "GET", "/bookings/slots?consultation=free-consultation&days=31");
    for (const slot of ((free.json().slots ?? []) as { start: string }[]).slice(0, 3)) {
      const booked = await call(t.app, "POST", "/bookings", {
        body: {
          consultation: "free-consultation",
          start: slot.start,
          name: "Fuzz Booker",
          email: uniqueEmail("booker"),
          need: "A call about the fuzzing.",
        },
      });
      if (booked.statusCode !== 201) continue;
      liveBookingId = (booked.json() as { id: number }).id;
      return liveBooking();
    }
    const row = await storeBooking(
      new Date(Date.UTC(2031, 0, 6, 5) + bookedFarAhead++ * 3_600_000),
    );
    liveBookingId = row.id;
    return row;
  }
  /** A booked call's row written as it is, without its holds or lead: times a visitor cannot book. */
  async function storeBooking(startsAt: Date): Promise<BookingRow> {
    wrote = true;
    const [row] = await t.app.db
      .insert(bookings)
      .values({
        consultation: "free-consultation",
        consultant: "omar-farooq",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        bufferMinutes: 15,
        name: "Fuzz Booker",
        email: uniqueEmail("booker"),
        need: "A call about the fuzzing.",
        timeZone: "Asia/Karachi",
      })
      .returning();
    return row!;
  }
  let pastBookingId: number | undefined;
  /** A booked call whose time has come (started a minute ago): one to mark a no-show. */
  async function pastBooking(): Promise<number> {
    if (pastBookingId !== undefined) {
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, pastBookingId));
      if (row?.status === "booked") return row.id;
    }
    pastBookingId = (await storeBooking(new Date(Date.now() - 60_000))).id;
    return pastBookingId;
  }
  /** A link of the live booking as its latest mail has it, or for a version `change` away. */
  const bookingLink = async (purpose: "cancel" | "reschedule", change = 0) => {
    const row = await liveBooking();
    return bookingLinks.sign(
      { id: row.id, version: row.linkVersion + change, startsAt: row.startsAt },
      purpose,
    );
  };

  /** Live values for the "§…" placeholders; some prepare a row first (a reset link…). */
  const placeholders: Record<string, () => Promise<string> | string> = {
    email: () => subject.email,
    "other-email": () => other.email,
    // An account's number, for the admin routes on one account; one with hours to revoke.
    "member-id": () => other.id,
    "hour-member-id": async () => (await memberWithHours()).id,
    "hour-referrals": hourReferrals,
    "new-email": () => uniqueEmail("fuzz"),
    password: () => subject.password,
    "strong-password": () => `fuzz-${randomBytes(6).toString("hex")}-lantern`,
    referral: () => other.referralCode,
    "referral-lower": () => other.referralCode.toLowerCase(),
    "reset-token": () => {
      wrote = true;
      return storeLink(t.app, { userId: subject.id });
    },
    "used-reset-token": () => {
      wrote = true;
      return storeLink(t.app, { userId: subject.id, usedAt: new Date() });
    },
    "verify-token": async () => {
      wrote = true;
      return verifyLink(await referredAccount());
    },
    "used-verify-token": async () => {
      wrote = true;
      return verifyLink(await referredAccount(), { used: true });
    },
    "expired-verify-token": async () => {
      wrote = true;
      return verifyLink(await referredAccount(), { expired: true });
    },
    today: () => siteDay(new Date()),
    "flagged-referral-id": async () => {
      wrote = true;
      const referred = await referredAccount();
      const confirmed = await confirmEmail(t.app, referred);
      const [row] = await t.app.db
        .select({ id: referrals.id, status: referrals.status })
        .from(referrals)
        .where(eq(referrals.referredUserId, referred));
      if (confirmed.statusCode !== 200 || row?.status !== "flagged")
        throw new Error(`referral not held for review: ${row?.status} ${confirmed.body}`);
      return String(row.id);
    },
    // The next free time of the free consultation, as the booking page offers it.
    "free-slot": async () => {
      const answer = await call(
        t.app,
        "GET",
        "/bookings/slots?consultation=free-consultation&days=31",
      );
      return String(answer.json().slots?.[0]?.start ?? "2031-01-01T10:00:00Z");
    },
    "booking-id": async () => String((await liveBooking()).id),
    "past-booking-id": async () => String(await pastBooking()),
    "cancel-token": () => bookingLink("cancel"),
    "reschedule-token": () => bookingLink("reschedule"),
    // Made for a version the booking is not at: the links of a mail from before a change.
    "spent-booking-token": () => bookingLink("cancel", 1),
    "other-booking-token": async () => {
      const row = await liveBooking();
      return bookingLinks.sign(
        { id: row.id + 100_000, version: 0, startsAt: row.startsAt },
        "cancel",
      );
    },
    "form-token": async () => (await call(t.app, "GET", "/contact/token")).json().token,
    // A two-minute download link of the cheatsheet for `other` (confirmed), as its page makes one.
    "download-token": async () =>
      (await downloadLinks.sign(other.id, "api-automation-cheatsheet")).token,
    "old-form-token": () => oldFormTokens.issue(),
    "subscriber-email": async () => {
      const email = uniqueEmail("subscriber");
      await addSubscriber({ email, status: "confirmed", confirmedAt: new Date() });
      return email;
    },
    "confirm-token": async () => {
      const token = newsletterToken();
      await addSubscriber({
        email: uniqueEmail("pending"),
        confirmTokenHash: sha256(token),
        confirmExpiresAt: new Date(Date.now() + 3_600_000),
      });
      return token;
    },
    "unsubscribe-token": () =>
      addSubscriber({
        email: uniqueEmail("confirmed"),
        status: "confirmed",
        confirmedAt: new Date(),
      }),
    "used-link": () =>
      addSubscriber({
        email: uniqueEmail("gone"),
        status: "unsubscribed",
        unsubscribedAt: new Date(),
      }),
    "lead-id": () => addLead({}),
    // A lead waiting in Check, sent the moment the form opened.
    "check-lead-id": () => addLead({ status: "check", spamScore: 2, spamSignals: ["too-fast"] }),
    // A request to review from `other` (confirmed, its payout wallet given), and one approved.
    "redemption-id": () => requestedRedemption(),
    "approved-redemption-id": async () => {
      const id = await requestedRedemption();
      const approved = await call(t.app, "POST", `/admin/redemptions/${id}/approve`, {
        token: admin.token,
      });
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
      return id;
    },
  };

  /** Replaces the placeholders in `text`; `encode` turns a value into the text's syntax. */
  async function resolve(text: string, encode: (value: string) => string): Promise<string> {
    let result = "";
    let last = 0;
    for (const match of text.matchAll(/§([a-z]+(?:-[a-z]+)*)/g)) {
      const produce = placeholders[match[1]!];
      if (!produce) continue;
      result += text.slice(last, match.index) + encode(await produce());
      last = match.index + match[0].length;
    }
    return result + text.slice(last);
  }
  const asJson = (value: string) => JSON.stringify(value).slice(1, -1);
  const asIs = (value: string) => value;

  /** Keeps the signed-in subject usable after a request that changed it. */
  async function afterSuccess(route: string, sentBody: string | undefined, answer: Answer) {
    if (route === "DELETE /api/user/me" || route === "POST /api/auth/reset-password") {
      // Deleted, or signed out everywhere by a new password: carry on with a new subject.
      subject = await newSubject();
    } else if (route === "POST /api/auth/logout" || route === "POST /api/auth/logout-everywhere") {
      // Its session ended: log in again.
      const login = await call(t.app, "POST", "/auth/login", {
        body: { email: subject.email, password: subject.password },
      });
      if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
      subject = { ...subject, token: login.json().token };
    } else if (route === "POST /api/user/change-password") {
      const body = JSON.parse(sentBody ?? "{}") as { newPassword: string };
      subject = {
        ...subject,
        password: body.newPassword,
        token: (answer.json as { token: string }).token,
      };
    }
  }

  /** Waits until the database stops changing (work that follows an answer). */
  async function settle() {
    let previous = await snapshot();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const current = await snapshot();
      if (current === previous) return;
      previous = current;
    }
  }

  const requestArbitrary = (endpoint: Endpoint): fc.Arbitrary<FuzzRequest> =>
    fc.record({
      method: methodArbitrary(endpoint.method),
      query: endpoint.query ?? queryArbitrary,
      param: endpoint.param ?? fc.constant(""),
      auth: authArbitrary(endpoint.auth),
      ip: ipArbitrary,
      headers: endpoint.headers ?? fc.constant({}),
      body: endpoint.body,
      topUp: fc.boolean(),
    });

  test("the endpoints fuzzed are every route the API documents, and no other", async () => {
    const spec = (await send(baseUrl, "/api/openapi.json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      ),
    );
    const fuzzed = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(fuzzed).size).toBe(fuzzed.length);
    // The document itself is the one route it leaves out.
    expect(fuzzed.toSorted()).toEqual([...documented, "GET /api/openapi.json"].toSorted());
  });

  for (const endpoint of endpoints) {
    const route = `${endpoint.method} ${endpoint.path}`;
    test(`${route}: no 5xx, every refusal a 4xx with a message, and it changes nothing`, async () => {
      const statuses = new Map<number, number>();
      let count = 0;
      let known: State | undefined;

      const property = fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
        count++;
        // A fresh subject now and then, so per-user and per-e-mail limits do not end the
        // interesting paths.
        if (count % 100 === 0) {
          subject = await newSubject();
          wrote = true;
        }
        if (request.topUp && (await balanceOf(t.app, subject.id)) < 200) {
          await grantPoints(t.app, subject.id, 200 + Math.floor(Math.random() * 400));
          wrote = true;
        }

        // A lone surrogate has no UTF-8 form: it goes as U+FFFD, as a browser would send it.
        const wellFormed = (value: string) => value.replace(/[\ud800-\udfff]/gu, "\ufffd");
        const path = endpoint.path.replace(
          /:(?:id|slug)\b/,
          encodeURIComponent(wellFormed(await resolve(request.param, asIs))),
        );
        const query =
          typeof request.query === "string"
            ? request.query
            : request.query.length === 0
              ? ""
              : `?${new URLSearchParams(
                  await Promise.all(
                    request.query.map(
                      async ([key, value]) => [key, await resolve(value, asIs)] as [string, string],
                    ),
                  ),
                )}`;
        let bodyText: string | undefined;
        if (request.body && "form" in request.body) {
          const fields: [string, string][] = [];
          for (const [key, value] of request.body.form)
            fields.push([key, await resolve(value, asIs)]);
          bodyText = String(new URLSearchParams(fields));
        } else if (request.body) {
          bodyText = await resolve(request.body.text, asJson);
        }
        const headers: Record<string, string> = {
          ...request.headers,
          "x-forwarded-for": request.ip,
        };
        const authHeader = authorization(request.auth, endpoint.auth);
        if (authHeader !== undefined) headers.authorization = authHeader;
        if (request.body?.contentType) headers["content-type"] = request.body.contentType;

        // The test's own writes above (a top-up, a prepared row) come before the snapshot.
        if (wrote) known = undefined;
        wrote = false;
        const before = await stateSince(known);
        const apartBefore = before.apart;
        const answer = await send(baseUrl, `${path}${query}`, {
          method: request.method,
          headers,
          body: bodyText,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const what = `${request.method} ${path}${query.slice(0, 120)} auth=${request.auth} body=${(bodyText ?? "(none)").slice(0, 200)}`;

        const location = String(answer.headers.location ?? "");
        const redirect =
          answer.status === 303
            ? Object.entries(endpoint.redirects ?? {}).find(([prefix]) =>
                location.startsWith(prefix),
              )?.[1]
            : undefined;
        if (
          answer.status >= 500 ||
          answer.status < 200 ||
          (answer.status >= 300 && answer.status < 400 && !redirect)
        )
          throw new Error(`${what}\n→ ${answer.status} ${location} ${answer.text.slice(0, 300)}`);

        if (answer.status >= 400 || redirect === "refused" || redirect === "limited") {
          if (answer.status >= 400) {
            const message = (answer.json as { message?: unknown } | undefined)?.message;
            if (typeof message !== "string" || message.length === 0)
              throw new Error(
                `${what}\n→ ${answer.status} without a message: ${answer.text.slice(0, 300)}`,
              );
          }
          const after = await stateSince(before);
          if (after.digest !== before.digest)
            throw new Error(
              `${what}\n→ ${answer.status} ${location}${answer.text.slice(0, 200)}, but the database changed (${changedTables(before.digest, after.digest)})`,
            );
          const apartAfter = after.apart;
          const added =
            apartAfter === apartBefore ? { drafts: [], events: [] } : await apartSince(apartBefore);
          // Nothing there may have gone or changed: only additions are counted.
          const [countsBefore, countsAfter] = [apartBefore, apartAfter].map((version) =>
            version.split("/")[1]!.split(":").map(Number),
          );
          if (
            countsAfter![0]! - countsBefore![0]! !== added.drafts.length ||
            countsAfter![1]! - countsBefore![1]! !== added.events.length
          )
            throw new Error(`${what}\n→ ${answer.status}, but changed a draft or an audit event`);
          // At most the draft named in the redirect.
          const draft = /[?&]draft=([^&#]+)/.exec(location)?.[1];
          if (added.drafts.length > 1 || (added.drafts[0] && added.drafts[0].id !== draft))
            throw new Error(
              `${what}\n→ ${answer.status} ${location}, but stored drafts ${added.drafts.map((row) => row.id).join(", ")}`,
            );
          // And the audit events this refusal must leave, no other.
          const limited =
            answer.status === 429 ||
            redirect === "limited" ||
            location.includes("reason=too-many") ||
            added.drafts.some((row) => row.problem.startsWith(contactTooMany));
          const audited = auditedRefusal(
            `${request.method} ${endpoint.path}`,
            answer.status,
            limited,
          );
          if (
            added.events.length < audited.min ||
            added.events.length > audited.max ||
            added.events.some((kind) => !audited.kinds.includes(kind))
          )
            throw new Error(
              `${what}\n→ ${answer.status} ${location}, but the audit log got [${added.events.join(", ")}] (expected ${audited.min}–${audited.max} of ${audited.kinds.join(", ") || "nothing"})`,
            );
          known = after;
          return;
        }
        known = undefined;
        if (endpoint.writesAfterAnswer) await settle();
        await afterSuccess(`${request.method} ${endpoint.path}`, bodyText, answer);
      });
      // Batches of `runs` (seeds seed, seed + 1…) until the accepted path has been taken too,
      // up to the nightly 1,000: a hostile mix rarely builds a valid sign-up in 50 tries.
      const accepted = () => [...statuses.keys()].some((status) => status < 400);
      for (let batch = 0; batch === 0 || (!accepted() && count < Math.max(runs, 1_000)); batch++)
        await fc.assert(property, {
          numRuns: runs,
          ...(Number.isNaN(seed) ? {} : { seed: seed + batch }),
        });

      expect(count).toBeGreaterThanOrEqual(runs);
      const seen = [...statuses].sort(([a], [b]) => a - b);
      summary.push(
        `  ${route.padEnd(38)} ${seen.map(([status, n]) => `${status}×${n}`).join(" ")}`,
      );
      // The generators reach the accepted path as well as the refusals.
      expect(seen.some(([status]) => status < 400)).toBe(true);
      expect(seen.some(([status]) => status >= 400)).toBe(true);
    }, 300_000);
  }
});
