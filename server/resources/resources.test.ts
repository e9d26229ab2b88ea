import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { expect, test } from "vitest";
import { DOWNLOAD_LINK_SECONDS, type ResourceList } from "#contract/resources.ts";
import { resourceDownloads, users } from "#server/db/schema/index.ts";
import { call, createUser, referralCodeOf, TEST_JWT_SECRET, type TestUser } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useAdmin, useTestApp } from "#test/fixtures.ts";
import { resourcesFolder } from "./files.ts";

/**
 * The member library as a member, a visitor and someone with a copied or doctored link would
 * use it. The app's clock is the test's, so a link can be let expire and an early-access day come.
 */
describeOnPglite("member resources", (backend) => {
  let now = new Date();
  const t = useTestApp(backend, { app: { clock: () => now } });
  const admin = useAdmin(t, "Stats Admin");

  const cheatsheet = "api-automation-cheatsheet";
  const leadTemplate = "zoho-crm-lead-import-template";
  const earlyAccess = "whatsapp-message-templates";

  const listOf = async (user: TestUser) =>
    (await call(t.app, "GET", "/resources", { token: user.token })).json() as ResourceList;
  const accessOf = async (user: TestUser, slug: string) =>
    (await listOf(user)).resources.find((resource) => resource.slug === slug)?.access;
  const linkFor = (user: TestUser, slug: string) =>
    call(t.app, "POST", `/resources/${slug}/link`, { token: user.token });
  /** Follows a link as a browser would: no bearer header, a plain GET. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const downloadsOf = async (slug: string) =>
    (await t.app.db.select().from(resourceDownloads).where(eq(resourceDownloads.resource, slug)))
      .length;

  test("a visitor without an account sees and downloads nothing", async () => {
    expect((await call(t.app, "GET", "/resources")).statusCode).toBe(401);
    expect((await call(t.app, "POST", `/resources/${cheatsheet}/link`)).statusCode).toBe(401);
    expect((await call(t.app, "GET", `/resources/${cheatsheet}/sheet`)).statusCode).toBe(401);
    const direct = await open(`/api/resources/${cheatsheet}/download`);
    expect(direct.statusCode).toBe(401);
    expect(direct.json().message).toMatch(/link made for your account/);
  });

  test("an unconfirmed account is told to confirm its address, and gets no link", async () => {
    const member = await createUser(t.app, { verified: false });
    const list = await listOf(member);
    expect(list.resources.map((resource) => resource.slug)).toEqual([
      leadTemplate,
      "sales-pipeline-stages",
      cheatsheet,
      earlyAccess,
    ]);
    expect(new Set(list.resources.map((resource) => resource.access.state))).toEqual(
      new Set(["confirm-email"]),
    );
    const link = await linkFor(member, cheatsheet);
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toMatch(/Confirm your e-mail address/);
    expect(
      (await call(t.app, "GET", `/resources/${cheatsheet}/sheet`, { token: member.token }))
        .statusCode,
    ).toBe(403);
  });

  test("a confirmed member downloads the cheatsheet PDF and the CSV through a signed link, counted", async () => {
    const member = await createUser(t.app);
    expect(await accessOf(member, cheatsheet)).toEqual({ state: "open" });

    const link = await linkFor(member, cheatsheet);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(Date.parse(expiresAt) - now.getTime()).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS * 1000);
    const pdf = await open(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${cheatsheet}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const csv = await open((await linkFor(member, leadTemplate)).json().url);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(readFileSync(join(resourcesFolder, `${leadTemplate}.csv`), "utf8"));
    expect(csv.body.split("\n")[0]).toContain("First Name,Last Name,Title,Company,Email");

    const sheet = await call(t.app, "GET", `/resources/${cheatsheet}/sheet`, {
      token: member.token,
    });
    expect(sheet.json().sheet.sections.map((s: { id: string }) => s.id)).toContain("idempotency");

    const stats = await call(t.app, "GET", "/admin/resource-downloads", { token: admin.token });
    expect(stats.statusCode).toBe(200);
    const row = stats.json().rows.find((r: { slug: string }) => r.slug === cheatsheet);
    expect(row).toMatchObject({ title: "API automation cheatsheet" });
    expect(row.downloads).toBe(await downloadsOf(cheatsheet));
    expect(row.downloads).toBeGreaterThanOrEqual(1);
    expect(
      (await call(t.app, "GET", "/admin/resource-downloads", { token: member.token })).statusCode,
    ).toBe(403);
  });

  test("a link stops working when it expires, and a browser lands on the page that says so", async () => {
    const member = await createUser(t.app);
    const { url } = (await linkFor(member, cheatsheet)).json();
    const before = await downloadsOf(cheatsheet);
    now = new Date(now.getTime() + (DOWNLOAD_LINK_SECONDS + 1) * 1000);
    try {
      const expired = await open(url);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toMatch(/expired/);
      const inBrowser = await open(url, { accept: "text/html,application/xhtml+xml" });
      expect(inBrowser.statusCode).toBe(303);
      expect(inBrowser.headers.location).toBe("/dashboard/resources?refused=expired");
      expect(await downloadsOf(cheatsheet)).toBe(before);
    } finally {
      now = new Date();
    }
  });

  test("forged, altered and borrowed links are refused", async () => {
    const member = await createUser(t.app);
    const { url } = (await linkFor(member, leadTemplate)).json();
    const token = new URL(url, "http://site.test").searchParams.get("token")!;
    const refused = async (href: string) => {
      const answer = await open(href);
      expect(answer.statusCode, href).toBe(403);
      expect(answer.json().message).toMatch(/not valid/);
    };
    // The same link for another file.
    await refused(`/api/resources/${cheatsheet}/download?token=${token}`);
    // A signature changed by one character.
    const [head, body, signature] = token.split(".");
    const flipped = signature!.startsWith("A")
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    await refused(`/api/resources/${leadTemplate}/download?token=${head}.${body}.${flipped}`);
    // A link signed with the session secret itself, as someone who knew it would try.
    const forged = await new SignJWT({ res: cheatsheet })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(member.id)
      .setAudience("resource-download")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    await refused(`/api/resources/${cheatsheet}/download?token=${forged}`);
    // The member's session token in place of a link.
    await refused(`/api/resources/${cheatsheet}/download?token=${member.token}`);
  });

  test("a link made before the account was deleted no longer downloads", async () => {
    const member = await createUser(t.app);
    const { url } = (await linkFor(member, cheatsheet)).json();
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    expect((await open(url)).statusCode).toBe(403);
  });

  test("early access unlocks at 3 credited referrals, and for everyone on its day", async () => {
    const member = await createUser(t.app);
    const code = await referralCodeOf(t.app, member);
    const locked = await accessOf(member, earlyAccess);
    expect(locked).toEqual({ state: "locked", referrals: 3, have: 0, openToAllFrom: "2027-03-01" });
    const refusedLink = await linkFor(member, earlyAccess);
    expect(refusedLink.statusCode).toBe(403);
    expect(refusedLink.json().message).toBe(
      "This resource is early access: it unlocks at 3 credited referrals (you have 0), or for every member on 1 March 2027.",
    );

    // Two friends confirm, one does not: two credited referrals are not enough.
    await createUser(t.app, { referralCode: code });
    await createUser(t.app, { referralCode: code });
    await createUser(t.app, { referralCode: code, verified: false });
    expect(await accessOf(member, earlyAccess)).toMatchObject({ state: "locked", have: 2 });
    expect((await linkFor(member, earlyAccess)).statusCode).toBe(403);

    await createUser(t.app, { referralCode: code });
    expect(await accessOf(member, earlyAccess)).toEqual({ state: "open" });
    const file = await open((await linkFor(member, earlyAccess)).json().url);
    expect(file.statusCode).toBe(200);
    expect(file.body.split("\n")[0]).toMatch(/^Template name,Category,Language/);

    // A member without referrals: locked the evening before the day in Karachi, open at its midnight.
    const other = await createUser(t.app);
    try {
      now = new Date("2027-02-28T18:59:59Z");
      expect((await accessOf(other, earlyAccess))?.state).toBe("locked");
      now = new Date("2027-02-28T19:00:00Z");
      expect(await accessOf(other, earlyAccess)).toEqual({ state: "open" });
    } finally {
      now = new Date();
    }
  });
});
