import { and, eq, like } from "drizzle-orm";
import { expect, test } from "vitest";
import { jobs } from "#server/db/schema/index.ts";
import { queueDigestIfDue } from "#server/leads/morning-digest.ts";
import { call, formToken, PUBLIC_URL } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";

/** Instants in Karachi (UTC+5, no daylight saving): 2026-12-05 is a Saturday. */
const at = (local: string) => new Date(`${local}+05:00`);

describeEachBackend("follow-up digest", (backend) => {
  // The app's own clock stops on a Sunday morning: its recurring digest stays quiet, and the
  // overview's "today" is 6 December.
  const t = useTestApp(backend, {
    env: { MAIL_TO: "sales@site.test" },
    app: { clock: () => at("2026-12-06T09:00:00") },
  });
  const admin = useAdmin(t, "Digest Admin");
  const options = { mailTo: "sales@site.test", publicUrl: PUBLIC_URL };

  const digests = () =>
    t.app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), like(jobs.key, "leads-digest:%")));

  test("nothing to list: no digest, even on a working morning", async () => {
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-11-30T08:30:00") }),
    ).toBeNull();
    expect(await digests()).toEqual([]);
  });

  test("one digest a working morning with the follow-ups and new enquiries; none on Sunday", async () => {
    const sent = await call(t.app, "POST", "/contact", {
      body: {
        firstName: "Hina",
        lastName: "Raza",
        email: "hina@example.com",
        company: "Raza Foods",
        message: "Menu app for our restaurants.",
        formToken: formToken(),
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = (
      await call(t.app, "GET", "/admin/leads?q=Raza%20Foods", { token: admin.token })
    ).json().items[0].id;
    await call(t.app, "PATCH", `/admin/leads/${id}`, {
      token: admin.token,
      body: { status: "contacted" },
    });
    await call(t.app, "PUT", `/admin/leads/${id}/follow-up`, {
      token: admin.token,
      body: { on: "2026-12-03" },
    });
    // A second, uncontacted enquiry.
    await call(t.app, "POST", "/contact", {
      body: {
        firstName: "Asad",
        email: "asad@example.com",
        message: "Logo and stationery, please.",
        formToken: formToken(),
      },
    });

    // Sunday morning: a day off.
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-06T09:00:00") }),
    ).toBeNull();
    // Saturday before eight, and after noon: not a morning's digest.
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-05T07:59:00") }),
    ).toBeNull();
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-05T12:00:00") }),
    ).toBeNull();
    expect(await digests()).toEqual([]);

    // Saturday 08:00 PKT is 03:00 UTC: the site's day, not UTC's, decides.
    const mail = await queueDigestIfDue(
      { db: t.app.db, ...options },
      { now: at("2026-12-05T08:00:00") },
    );
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-05T08:15:00") }),
    ).toBeNull();
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-05T11:45:00") }),
    ).toBeNull();
    const [saturday, ...others] = await digests();
    expect(others).toEqual([]);
    expect(saturday!.key).toBe("leads-digest:2026-12-05");
    expect(mail?.to).toBe("sales@site.test");
    expect(mail?.subject).toMatch(/^Sales digest for Sat 5 Dec: 1 follow-up, 1 new lead$/);
    expect(mail?.text).toContain("Hina Raza, Raza Foods (Contacted): overdue since Thu 3 Dec");
    expect(mail?.text).toContain(`${PUBLIC_URL}/admin/leads/${id}`);
    expect(mail?.text).toContain("Asad: received");

    // Monday: the next digest.
    expect(
      await queueDigestIfDue({ db: t.app.db, ...options }, { now: at("2026-12-07T09:00:00") }),
    ).not.toBeNull();
    expect((await digests()).map((row) => row.key).sort()).toEqual([
      "leads-digest:2026-12-05",
      "leads-digest:2026-12-07",
    ]);
  });

  test("the overview heads with follow-ups due today and overdue", async () => {
    const overview = await call(t.app, "GET", "/admin/overview", { token: admin.token });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().followUps).toEqual([
      {
        id: expect.any(Number),
        name: "Hina Raza",
        company: "Raza Foods",
        status: "contacted",
        nextFollowUpOn: "2026-12-03",
        overdue: true,
      },
    ]);
  });
});
