import { expect, test } from "vitest";
import { contactAnswers } from "#server/contact/service.ts";
import { call, formToken, PUBLIC_URL, securityDetailsOf } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { queuedMail, subjectLike } from "#test/jobs.ts";
import { queueDigestIfDue } from "./morning-digest.ts";

/** Instants in Karachi (UTC+5): 2026-12-07 is a Monday. */
const at = (local: string) => new Date(`${local}+05:00`);

describeOnPglite("spam is a score: the Check queue and Not spam", (backend) => {
  // The app's clock stops on a Sunday: its own recurring digest stays quiet.
  const t = useTestApp(backend, { app: { clock: () => at("2026-12-06T09:00:00") } });
  const admin = useAdmin(t, "Check Admin");
  const get = (path: string) => call(t.app, "GET", path, { token: admin.token });
  const overview = async () => (await get("/admin/overview")).json();
  const send = (fields: Record<string, string>) =>
    call(t.app, "POST", "/contact", { body: fields });
  const idsIn = async (status: string) =>
    (await get(`/admin/leads?status=${status}&q=Sheikh`))
      .json()
      .items.map((item: { id: number }) => item.id);

  test("a fast but genuine enquiry waits in Check, counted and in the digest; Not spam moves it to New with an audit row", async () => {
    const before = await overview();
    // Autofill and a pasted message: sent the moment the form had its token.
    const token = (await call(t.app, "GET", "/contact/token")).json().token as string;
    const sent = await send({
      firstName: "Kamran",
      lastName: "Sheikh",
      company: "Sheikh Distributors",
      phone: "+92 321 5550123",
      email: "kamran@sheikhdistributors.pk",
      message:
        "We have six sales reps covering Karachi and Hyderabad. We want Zoho CRM set up " +
        "with a pipeline and WhatsApp. Budget PKR 800,000.",
      formToken: token,
    });
    // The sender is told what every sender is told.
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: contactAnswers.received("Kamran") });

    const [id] = await idsIn("check");
    expect(await idsIn("inbox")).toEqual([]);
    expect((await get(`/admin/leads/${id}`)).json()).toMatchObject({
      status: "check",
      spamReason: null,
      spamScore: 2,
      spamSignals: ["too-fast"],
      history: [{ kind: "received", toStatus: "check", by: "Contact form" }],
    });
    expect(await queuedMail(t.app.db, subjectLike("%Sheikh%"))).toEqual([]);
    const counted = await overview();
    expect(counted.checkLeads).toBe(before.checkLeads + 1);
    expect(counted.newLeads).toBe(before.newLeads);

    const digest = await queueDigestIfDue(
      { db: t.app.db, mailTo: "sales@site.test", publicUrl: PUBLIC_URL },
      { now: at("2026-12-07T09:00:00") },
    );
    expect(digest?.subject).toMatch(/, 1 to check$/);
    expect(digest?.text).toContain("To check: maybe spam, maybe a person in a hurry (1)");
    expect(digest?.text).toMatch(
      /Kamran Sheikh, Sheikh Distributors: received \w{3} \d+ \w{3}\. Sent within 2 seconds/,
    );
    expect(digest?.text).toContain(`${PUBLIC_URL}/admin/leads/${id}`);

    const cleared = await call(t.app, "POST", `/admin/leads/${id}/not-spam`, {
      token: admin.token,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: "new", spamSignals: ["too-fast"] });
    expect(cleared.json().history.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "check",
      toStatus: "new",
      note: "Not spam",
      by: "Check Admin",
    });
    expect(await securityDetailsOf(t.app, admin.id, "admin-action")).toContainEqual({
      action: "POST /api/admin/leads/:id/not-spam",
      id: String(id),
    });
    expect(await idsIn("inbox")).toEqual([id]);
    const after = await overview();
    expect(after.checkLeads).toBe(before.checkLeads);
    expect(after.newLeads).toBe(before.newLeads + 1);

    // A second click, or one on a lead already in the pipeline, changes nothing.
    const again = await call(t.app, "POST", `/admin/leads/${id}/not-spam`, {
      token: admin.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already in the pipeline \(New\)/);
    expect(
      (await call(t.app, "POST", "/admin/leads/999999/not-spam", { token: admin.token }))
        .statusCode,
    ).toBe(404);
  });

  test("a honeypot hit is filed as spam, and Not spam brings it back too", async () => {
    const bot = { firstName: "Bot", lastName: "Sheikhbot", email: "bot@example.com" };
    const sent = await send({
      ...bot,
      message: "Cheap followers.",
      website: "https://spam.example",
      formToken: formToken(),
    });
    expect(sent.statusCode).toBe(201);
    const [id] = await idsIn("spam");
    expect((await get(`/admin/leads/${id}`)).json()).toMatchObject({
      status: "spam",
      spamReason: "honeypot",
    });
    const cleared = await call(t.app, "POST", `/admin/leads/${id}/not-spam`, {
      token: admin.token,
    });
    expect(cleared.json()).toMatchObject({ status: "new", spamReason: null });
  });
});
