import { expect, test } from "vitest";
import { call, createUser, referralCodeOf } from "#test/app.ts";
import { describeEachBackend } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";

describeEachBackend("the invitation's first name (GET /api/invitations/inviter)", (backend) => {
  const t = useTestApp(backend, { env: { TRUST_PROXY: "true" } });
  /** Asks for the name behind `code` (as it stands in the address) from the client at `ip`. */
  const inviter = (code: string, ip: string) =>
    call(t.app, "GET", `/invitations/inviter?code=${code}`, {
      headers: { "x-forwarded-for": ip },
    });

  test("a valid code gives the first word of the chosen name, and nothing else", async () => {
    const referrer = await createUser(t.app, { name: "  Farah Naz Qureshi " });
    const code = await referralCodeOf(t.app, referrer);
    const answer = await inviter(code.toLowerCase(), "203.0.113.5");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ firstName: "Farah" });
    expect(answer.body).not.toContain(referrer.email);
    expect(answer.body).not.toContain("Qureshi");
  });

  test("an unknown code has no name, a malformed one is a 400 that says why", async () => {
    const unknown = await inviter("ZZZZZZZZ", "203.0.113.6");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ firstName: null });
    const malformed = await inviter("<b>", "203.0.113.6");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/referral code/);
  });

  test("abuse: a script trying codes from one address is cut off after 20 in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++)
      statuses.push((await inviter("ZZZZZZZZ", "203.0.113.7")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client is not affected.
    expect((await inviter("ZZZZZZZZ", "203.0.113.8")).statusCode).toBe(200);
  });
});
