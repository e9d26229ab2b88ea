import { and, eq, isNotNull, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { AccountHours, ConsultancyHours } from "#contract/consultancy-hours.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { bookings, referrals, securityEvents } from "#server/db/schema/index.ts";
import { instantAt, siteTimeZone } from "#site/booking/zone.ts";
import { call, createUser, referralCodeOf, type TestUser } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

/** Karachi's wall clock as an ISO instant: "2027-03-24 10:00". */
const karachi = (wall: string) => {
  const [day, clock] = wall.split(" ") as [string, string];
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return new Date(instantAt(day, h * 60 + m, siteTimeZone)).toISOString();
};

/**
 * Consultancy hours tried as a member would spend them and a farmer would try to keep them:
 * every 3 credited referrals unlock one hour (REFERRAL_CONSULTATION_EVERY's default), booked
 * through the one booking flow (POST /api/bookings, content/consultations/consultancy-hour.yaml:
 * an hour, 24 hours' notice, Omar and Zainab). The app's clock stands on Monday 22 March 2027,
 * 08:00 in Karachi; Tuesday the 23rd is a holiday, so the first hours are on Wednesday.
 */
describeEachBackend("consultancy hours", (backend) => {
  let now = new Date(karachi("2027-03-22 08:00"));
  const t = useTestApp(backend, () => ({ app: { clock: () => now } }));
  const admin = useAdmin(t, "Hours Admin");

  /** A member whose `credited` friends joined with their link and confirmed their address. */
  const memberWith = async (credited: number) => {
    const member = await createUser(t.app, { name: "Nadia Member" });
    const code = await referralCodeOf(t.app, member);
    for (let i = 0; i < credited; i++) await createUser(t.app, { referralCode: code });
    return member;
  };
  const hoursOf = async (member: TestUser) => {
    const answer = await call(t.app, "GET", "/consultancy-hours", { token: member.token });
    expect(answer.statusCode).toBe(200);
    return answer.json() as ConsultancyHours;
  };
  const book = (member: TestUser | null, start: string) =>
    call(t.app, "POST", "/bookings", {
      ...(member ? { token: member.token } : {}),
      body: {
        consultation: "consultancy-hour",
        start,
        name: "Nadia Member",
        email: member?.email ?? "someone@example.com",
        company: "Member Co",
        need: "A review of our CRM set-up.",
      },
    });
  const referralIdsOf = async (member: TestUser) =>
    (
      await t.app.db
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.referrerId, member.id))
    ).map((row) => row.id);
  /** A credited referral reversed later, as an administrator's rejection leaves it. */
  const reverse = (referralId: number) =>
    t.app.db
      .update(referrals)
      .set({ status: "rejected", flagReason: "admin" })
      .where(eq(referrals.id, referralId));
  const accountHours = async (member: TestUser) =>
    (
      await call(t.app, "GET", `/admin/users/${member.id}/consultancy-hours`, {
        token: admin.token,
      })
    ).json() as AccountHours;

  test("2 credited referrals unlock nothing; the third unlocks one hour", async () => {
    const member = await memberWith(2);
    expect(await hoursOf(member)).toMatchObject({
      every: 3,
      credited: 2,
      unlocked: 0,
      available: 0,
      toNext: 1,
    });
    const refused = await book(member, karachi("2027-03-24 10:00"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/every 3 friends who join and confirm their e-mail/);
    // A referral waiting for its friend's confirmation counts for nothing yet.
    await createUser(t.app, { referralCode: await referralCodeOf(t.app, member), verified: false });
    expect((await hoursOf(member)).unlocked).toBe(0);

    await createUser(t.app, { referralCode: await referralCodeOf(t.app, member) });
    expect(await hoursOf(member)).toMatchObject({
      credited: 3,
      unlocked: 1,
      booked: 0,
      used: 0,
      available: 1,
      toNext: 3,
    });
  });

  test("a member books the hour through the booking flow: booked, then used, never twice", async () => {
    const member = await memberWith(3);
    // Signed out, the hour cannot be booked; anyone's booking of it is refused.
    expect((await book(null, karachi("2027-03-24 10:00"))).statusCode).toBe(403);

    const booked = await book(member, karachi("2027-03-24 10:00"));
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      consultation: "consultancy-hour",
      title: "Consultancy hour",
    });
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked.json().id as number));
    expect(row).toMatchObject({ userId: member.id, consultancyHour: 1 });
    // Every booking is a lead, a member's hour too.
    expect(row!.leadId).not.toBeNull();
    expect(await hoursOf(member)).toMatchObject({
      unlocked: 1,
      booked: 1,
      used: 0,
      available: 0,
      calls: [{ state: "booked", start: karachi("2027-03-24 10:00"), consultant: "Omar Farooq" }],
    });
    const again = await book(member, karachi("2027-03-25 10:00"));
    expect(again.statusCode).toBe(403);

    // Once its time has passed, the hour is used.
    now = new Date(karachi("2027-03-24 12:00"));
    try {
      expect(await hoursOf(member)).toMatchObject({ booked: 0, used: 1, available: 0 });
    } finally {
      now = new Date(karachi("2027-03-22 08:00"));
    }
  });

  test("20 parallel bookings of one hour spend it once; the database refuses a second call on it", async () => {
    const member = await memberWith(3);
    // Times that do not overlap, nor the other tests' calls: no slot is contended, the hour is.
    const starts = ["01", "05", "06", "07", "08"].flatMap((day) =>
      ["10:00", "11:30", "14:00", "15:30"].map((time) => `2027-04-${day} ${time}`),
    );
    const answers = await Promise.all(starts.map((start) => book(member, karachi(start))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(403)]);
    const spending = await t.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, member.id), isNotNull(bookings.consultancyHour)));
    expect(spending).toHaveLength(1);

    // The constraint itself: a second standing call cannot name the same hour of the member.
    const [first] = spending;
    const { id: _id, leadId: _lead, createdAt: _at, ...copy } = first!;
    const refused = await t.app.db
      .insert(bookings)
      .values({
        ...copy,
        startsAt: new Date(karachi("2027-04-12 10:00")),
        endsAt: new Date(karachi("2027-04-12 11:00")),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused, "bookings_consultancy_hour_once")).toBe(true);
    // A cancelled call gives its hour back: whoever cancels only sets the status.
    await t.app.db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()` })
      .where(eq(bookings.id, first!.id));
    expect((await hoursOf(member)).available).toBe(1);
    await t.app.db.delete(bookings).where(eq(bookings.id, first!.id));
  });

  test("a reversed referral takes away an hour not yet used; a booked one stays booked", async () => {
    const member = await memberWith(3);
    const [reversed] = await referralIdsOf(member);
    await reverse(reversed!);
    expect(await hoursOf(member)).toMatchObject({ credited: 2, unlocked: 0, available: 0 });
    expect((await book(member, karachi("2027-03-29 10:00"))).statusCode).toBe(403);

    const spender = await memberWith(3);
    expect((await book(spender, karachi("2027-03-29 10:00"))).statusCode).toBe(201);
    const [gone] = await referralIdsOf(spender);
    await reverse(gone!);
    // The call stands, and the member owes the hour: the next referrals make up for it first.
    expect(await hoursOf(spender)).toMatchObject({ unlocked: 0, booked: 1, available: 0 });
    await createUser(t.app, { referralCode: await referralCodeOf(t.app, spender) });
    expect(await hoursOf(spender)).toMatchObject({ unlocked: 1, booked: 1, available: 0 });
  });

  test("an administrator revokes an hour a farm unlocked: it cannot be booked, and the log says so", async () => {
    const member = await memberWith(3);
    const before = await accountHours(member);
    expect(before.account).toMatchObject({ id: member.id, name: "Nadia Member" });
    expect(before.unlocked).toHaveLength(1);
    const hour = before.unlocked[0]!.referrals.map((referral) => referral.id);
    expect(hour.sort()).toEqual((await referralIdsOf(member)).sort());
    const revoke = (body: unknown, token = admin.token) =>
      call(t.app, "POST", `/admin/users/${member.id}/consultancy-hours/revocations`, {
        token,
        body,
      });

    // Only an administrator; only one whole hour's credited referrals; a reason.
    expect((await revoke({ referrals: hour, reason: "Farm" }, member.token)).statusCode).toBe(403);
    expect((await revoke({ referrals: hour.slice(0, 2), reason: "Farm" })).statusCode).toBe(409);
    expect((await revoke({ referrals: hour, reason: " " })).json()).toMatchObject({
      field: "reason",
    });

    const revoked = await revoke({
      referrals: hour,
      reason: "Three accounts from one catch-all domain",
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      hours: { unlocked: 0, revoked: 1, available: 0, credited: 0 },
      unlocked: [],
      revocations: [
        {
          by: "Hours Admin",
          reason: "Three accounts from one catch-all domain",
          referrals: expect.arrayContaining([expect.objectContaining({ id: hour[0] })]),
        },
      ],
    });
    expect(await hoursOf(member)).toMatchObject({ unlocked: 0, revoked: 1, available: 0 });
    const refused = await book(member, karachi("2027-03-30 10:00"));
    expect(refused.statusCode).toBe(403);
    // Once revoked, the same referrals cannot be revoked again.
    expect((await revoke({ referrals: hour, reason: "Again" })).statusCode).toBe(409);

    const [logged] = await t.app.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.kind, "admin-action"),
          sql`${securityEvents.detail}->>'action' = 'POST /api/admin/users/:id/consultancy-hours/revocations'`,
          sql`${securityEvents.detail}->>'id' = ${member.id}`,
        ),
      );
    expect(logged).toMatchObject({
      userId: admin.id,
      detail: {
        member: "Nadia Member",
        reason: "Three accounts from one catch-all domain",
        referrals: hour.join(", "),
      },
    });
    const log = (await call(t.app, "GET", "/admin/security-events", { token: admin.token })).json();
    expect(JSON.stringify(log)).toContain("Revoked a consultancy hour of Nadia Member");

    // The revocation took those referrals out, not "hour number 1": honest ones unlock again.
    const code = await referralCodeOf(t.app, member);
    for (let i = 0; i < 3; i++) await createUser(t.app, { referralCode: code });
    expect(await hoursOf(member)).toMatchObject({ unlocked: 1, revoked: 1, available: 1 });
  });

  test("the account's page answers 404 for no account and 400 for a malformed number", async () => {
    const missing = await call(
      t.app,
      "GET",
      "/admin/users/00000000-0000-4000-8000-000000000000/consultancy-hours",
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await call(t.app, "GET", "/admin/users/nope/consultancy-hours", {
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
