import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { pointsLedger } from "#server/db/schema/index.ts";
import {
  balanceOf,
  call,
  createUser,
  formToken,
  freshIp,
  leadIdByCompany,
  referralCodeOf,
  securityDetailsOf,
} from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
describeEachBackend("lead pipeline", (backend) => {
  const t = useTestApp(backend);
  const admin = useAdmin(t, "Pipeline Admin");

  /** A visitor: one address and browser, so their page views and message are one visit. */
  function visitor() {
    const ip = freshIp();
    const headers = { "user-agent": BROWSER };
    return {
      view: (body: Record<string, unknown>) =>
        call(t.app, "POST", "/events", {
          ip,
          headers,
          body: { viewport: "desktop", ...body },
        }),
      send: async (extra: Record<string, unknown> = {}, token?: string) => {
        const company = `Co ${Math.random().toString(36).slice(2, 8)}`;
        const sent = await call(t.app, "POST", "/contact", {
          ip,
          headers,
          ...(token ? { token } : {}),
          body: {
            firstName: "Sana",
            lastName: "Iqbal",
            email: "sana@example.com",
            company,
            message: "We need a new website for our clinic.",
            formToken: formToken(),
            ...extra,
          },
        });
        expect(sent.statusCode).toBe(201);
        return leadIdByCompany(t.app, admin, company);
      },
    };
  }

  const patch = (id: number, body: unknown) =>
    call(t.app, "PATCH", `/admin/leads/${id}`, { token: admin.token, body });
  const lead = async (id: number) =>
    (await call(t.app, "GET", `/admin/leads/${id}`, { token: admin.token })).json();
  const rewardsFor = (leadId: number) =>
    t.app.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.leadId, leadId), eq(pointsLedger.reason, "client_referral")));
  const addNote = (id: number, note: string) =>
    call(t.app, "POST", `/admin/leads/${id}/notes`, { token: admin.token, body: { note } });
  const setFollowUp = (id: number, on: string) =>
    call(t.app, "PUT", `/admin/leads/${id}/follow-up`, { token: admin.token, body: { on } });

  async function referredLead() {
    const referrer = await createUser(t.app, { name: "Bilal Referrer" });
    const code = await referralCodeOf(t.app, referrer);
    const guest = visitor();
    expect((await guest.view({ path: "/signup", landing: true, ref: code })).statusCode).toBe(204);
    await guest.view({ path: "/services/webdevelopment" });
    await guest.view({ path: "/contact" });
    return { referrer, code, id: await guest.send() };
  }

  test("stages move with a value and a lost reason; each change is in the history and the audit log", async () => {
    const id = await visitor().send();
    expect((await lead(id)).status).toBe("new");

    const contacted = await patch(id, { status: "contacted" });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: "contacted", handledAt: expect.any(String) });
    const proposal = (await patch(id, { status: "proposal", valuePkr: 450_000 })).json();
    expect(proposal).toMatchObject({ status: "proposal", valuePkr: 450_000 });
    const lost = (await patch(id, { status: "lost", lostReason: "Chose a cheaper agency" })).json();
    expect(lost).toMatchObject({
      status: "lost",
      valuePkr: 450_000,
      lostReason: "Chose a cheaper agency",
    });
    const reopened = (await patch(id, { status: "contacted" })).json();
    expect(reopened.lostReason).toBeNull();

    expect(
      reopened.history.map(
        (event: { kind: string; fromStatus: string; toStatus: string; by: string }) => [
          event.kind,
          event.fromStatus,
          event.toStatus,
          event.by,
        ],
      ),
    ).toEqual([
      ["received", null, "new", "Contact form"],
      ["status", "new", "contacted", "Pipeline Admin"],
      ["status", "contacted", "proposal", "Pipeline Admin"],
      ["status", "proposal", "lost", "Pipeline Admin"],
      ["status", "lost", "contacted", "Pipeline Admin"],
    ]);
    expect(reopened.history[2].valuePkr).toBe(450_000);
    expect(reopened.history[3].lostReason).toBe("Chose a cheaper agency");

    const forLead = (await securityDetailsOf(t.app, admin.id, "admin-action")).filter(
      (detail) => detail.id === String(id) && detail.action === "PATCH /api/admin/leads/:id",
    );
    expect(forLead.map((detail) => detail.status)).toEqual([
      "contacted",
      "proposal",
      "lost",
      "contacted",
    ]);

    const note = await addNote(id, "Called; they want a call back after Eid.");
    expect(note.statusCode).toBe(200);
    const followUp = await setFollowUp(id, "2026-12-02");
    expect(followUp.json().nextFollowUpOn).toBe("2026-12-02");
    expect(followUp.json().history.slice(-2)).toMatchObject([
      { kind: "note", note: "Called; they want a call back after Eid.", by: "Pipeline Admin" },
      { kind: "follow-up", followUpOn: "2026-12-02" },
    ]);
  });

  test("a bad change is a 400 with a message, never a 500", async () => {
    const id = await visitor().send();
    for (const [body, field] of [
      [{ status: "handled" }, "status"],
      [{ status: "contacted", valuePkr: 1000 }, "valuePkr"],
      [{ status: "won", lostReason: "x" }, "lostReason"],
      [{ status: "won", valuePkr: -5 }, "valuePkr"],
      [{ status: "won", valuePkr: 1.5 }, "valuePkr"],
      [{ status: "won", valuePkr: "100" }, "valuePkr"],
      [{ status: "won", extra: 1 }, undefined],
    ] as const) {
      const answer = await patch(id, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
      if (field) expect(answer.json().field ?? answer.json().message).toContain(field);
    }
    const note = await addNote(id, "   ");
    expect(note.statusCode).toBe(400);
    const day = await setFollowUp(id, "2026-02-30");
    expect(day.statusCode).toBe(400);
    expect((await patch(999_999, { status: "won" })).statusCode).toBe(404);
  });

  test("a lead from a referral link is attributed to its visit and referrer, shown and exported", async () => {
    const { referrer, code, id } = await referredLead();
    const shown = await lead(id);
    expect(shown.attribution).toEqual({
      landingPath: "/signup",
      source: "direct",
      medium: null,
      campaign: null,
      servicePath: "/services/webdevelopment",
      service: "Web Development",
      referrer: { name: "Bilal Referrer", email: referrer.email, code, via: "link" },
    });
    const csv = await call(t.app, "GET", "/admin/leads.csv?status=all", { token: admin.token });
    const line = csv.body.split("\n").find((row) => row.startsWith(`${id},`));
    expect(line).toContain(
      `/signup,direct,,,/services/webdevelopment,Web Development,${referrer.email},link`,
    );
  });

  test("a won lead credits its referrer once: twice at once, and won → lost → won", async () => {
    const { referrer, id } = await referredLead();
    const before = await balanceOf(t.app, referrer.id);
    const answers = await Promise.all([
      patch(id, { status: "won", valuePkr: 300_000 }),
      patch(id, { status: "won", valuePkr: 300_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(t.app, referrer.id)).toBe(before + 2000);
    expect(await rewardsFor(id)).toHaveLength(1);

    expect((await patch(id, { status: "lost", lostReason: "Cancelled" })).statusCode).toBe(200);
    expect((await patch(id, { status: "won" })).statusCode).toBe(200);
    expect(await balanceOf(t.app, referrer.id)).toBe(before + 2000);
    expect(await rewardsFor(id)).toHaveLength(1);

    const history = await call(t.app, "GET", "/user/points", { token: referrer.token });
    expect(history.json().entries[0]).toMatchObject({
      reason: "client_referral",
      amount: 2000,
      client: expect.stringMatching(/^Co /),
    });
  });

  test("a lead without a referrer credits nobody", async () => {
    const id = await visitor().send();
    expect((await patch(id, { status: "won", valuePkr: 90_000 })).statusCode).toBe(200);
    expect(await rewardsFor(id)).toEqual([]);
  });

  test("attribution fields the visitor sends with the message are ignored", async () => {
    const referrer = await createUser(t.app);
    const code = await referralCodeOf(t.app, referrer);
    const guest = visitor();
    await guest.view({ path: "/contact", landing: true });
    const id = await guest.send({
      ref: code,
      referralCode: code,
      referrerId: referrer.id,
      source: "google",
      utm_source: "google",
      utm_campaign: "forged",
      landingPath: "/services/webdevelopment",
      servicePath: "/services/webdevelopment",
    });
    const shown = await lead(id);
    expect(shown.attribution).toMatchObject({
      landingPath: "/contact",
      source: "direct",
      campaign: null,
      servicePath: null,
      referrer: null,
    });
    await patch(id, { status: "won", valuePkr: 10_000 });
    expect(await rewardsFor(id)).toEqual([]);
    expect(await balanceOf(t.app, referrer.id)).toBe(0);
  });

  test("a signed-in member who was referred brings their referrer; a member's own link does not pay them", async () => {
    const sponsor = await createUser(t.app, { name: "Sponsor" });
    const member = await createUser(t.app, {
      referralCode: await referralCodeOf(t.app, sponsor),
    });
    const own = visitor();
    await own.view({ path: "/signup", landing: true, ref: await referralCodeOf(t.app, member) });
    const id = await own.send({}, member.token);
    expect((await lead(id)).attribution.referrer).toMatchObject({ name: "Sponsor", via: "member" });

    const loner = await createUser(t.app);
    const self = visitor();
    await self.view({ path: "/signup", landing: true, ref: await referralCodeOf(t.app, loner) });
    const selfId = await self.send({}, loner.token);
    expect((await lead(selfId)).attribution.referrer).toBeNull();
  });

  test("insights count enquiries, won clients and won value per source, campaign, service and referrer", async () => {
    const campaign = `winter-${Math.random().toString(36).slice(2, 8)}`;
    const referrer = await createUser(t.app, { name: "Revenue Referrer" });
    const code = await referralCodeOf(t.app, referrer);
    const guest = visitor();
    await guest.view({
      path: "/services/appdevelopment",
      landing: true,
      utm_source: "newsletter",
      utm_campaign: campaign,
      ref: code,
    });
    const won = await guest.send();
    const open = await guest.send();
    await patch(won, { status: "won", valuePkr: 250_000 });
    await patch(open, { status: "proposal", valuePkr: 999_000 });

    const report = (await call(t.app, "GET", "/admin/insights", { token: admin.token })).json();
    expect(report.revenue.campaigns).toContainEqual({
      value: campaign,
      enquiries: 2,
      bookings: 0,
      won: 1,
      wonPkr: 250_000,
    });
    expect(report.revenue.referrers).toContainEqual({
      value: `Revenue Referrer <${referrer.email}>`,
      enquiries: 2,
      bookings: 0,
      won: 1,
      wonPkr: 250_000,
    });
    expect(report.revenue.services).toContainEqual(
      expect.objectContaining({ value: "Mobile Apps", won: expect.any(Number) }),
    );
    const csv = await call(t.app, "GET", "/admin/insights.csv", { token: admin.token });
    expect(csv.body.split("\n")[0]).toMatch(/,enquiries,won_clients,won_pkr,calls_booked\r?$/);
    expect(csv.body).toMatch(new RegExp(`revenue_campaign,${campaign},(,){13},2,1,250000`));
  });

  test("the inbox filters by stage; open leaves out won, lost and spam", async () => {
    const open = await visitor().send();
    const won = await visitor().send();
    await patch(won, { status: "won" });
    const ids = async (status: string) =>
      (await call(t.app, "GET", `/admin/leads?status=${status}`, { token: admin.token }))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await ids("open")).toContain(open);
    expect(await ids("open")).not.toContain(won);
    expect(await ids("won")).toContain(won);
    expect(await ids("won")).not.toContain(open);
  });
});
