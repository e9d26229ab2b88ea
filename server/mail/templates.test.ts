import { describe, expect, test } from "vitest";
import { adminConfirmationMail } from "#server/auth/admin-confirmation-mail.ts";
import { call, eventually, uniqueEmail } from "#test/app.ts";
import { useSmtpSink, useTestApp } from "#test/fixtures.ts";
import { greeting, passwordChangedMail, resetPasswordMail } from "./templates.ts";

/** Names an attacker signs up with, using the victim's address, to speak in the site's voice. */
const hostileNames = [
  "Customer. URGENT: verify your account at https://evil.example/login",
  "https://evil.example",
  "evil.example",
  "Sana@evil.example",
  "Visit evil.example now",
  "WWW.EVIL.EXAMPLE",
  "Ali\u202Eelpmaxe.live",
  "<a href=https://evil.example>Ali</a>",
  `${"A".repeat(21)} Rahman`,
];

/** What must never reach a mail from a hostile name. */
function expectNoHostileText(content: string, label: string) {
  expect(content, label).not.toMatch(/evil|elpmaxe|urgent|verify your account/i);
  expect(content, label).not.toContain("AAAAAAAAAAAAAAAAAAAAA");
}

describe("greeting", () => {
  test.each([
    ["Sana Rahman", "Hello Sana,"],
    ["  Anne-Marie  Dupont ", "Hello Anne-Marie,"],
    ["O'Neil", "Hello O'Neil,"],
    ["سارہ خان", "Hello سارہ,"],
    ["Zoë", "Hello Zoë,"],
    ["A".repeat(20), `Hello ${"A".repeat(20)},`],
  ])("greets %j by the first name, one short word of letters: %j", (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });

  test("greets without a name when the name could carry a link, a domain or a sentence", () => {
    for (const name of hostileNames.filter((name) => !name.startsWith("Visit ")))
      expect(greeting(name), name).toBe("Hello,");
    // Only the first word is ever used: what follows it is dropped, link and all.
    expect(greeting("Visit evil.example now")).toBe("Hello Visit,");
    for (const name of ["", "   ", "J.R. Smith", "-Ali", "Ali-", "Ali2", null, undefined])
      expect(greeting(name), String(name)).toBe("Hello,");
  });
});

describe("e-mails to a person never carry a hostile name", () => {
  test("password reset, password changed and administrator confirmation", () => {
    for (const name of hostileNames) {
      const mails = [
        resetPasswordMail({
          to: "victim@example.com",
          name,
          link: "http://site.test/reset-password?token=t",
          validMinutes: 30,
        }),
        passwordChangedMail({ to: "victim@example.com", name }),
        adminConfirmationMail({
          to: "boss@example.com",
          name,
          link: "http://site.test/reset-password?token=t",
          validHours: 24,
        }),
      ];
      for (const mail of mails) {
        expect(mail.text.split("\n")[0], name).toBe(greeting(name));
        expect(mail.html, name).toContain(`<p>${greeting(name)}</p>`);
        for (const part of [mail.subject, mail.text, mail.html ?? ""])
          expectNoHostileText(part, `${mail.subject} for "${name}"`);
      }
    }
  });
});

describe("a hostile name at sign-up", () => {
  const sink = useSmtpSink();
  const t = useTestApp("pglite", () => ({ env: { SMTP_URL: sink.url } }));

  test("does not reach the reset e-mail sent to the address it was registered with", async () => {
    const email = uniqueEmail("victim");
    const signup = await call(t.app, "POST", "/auth/signup", {
      body: { name: hostileNames[0], email, password: "copper-meadow-signal-77" },
    });
    expect(signup.statusCode).toBe(201);
    expect(
      (await call(t.app, "POST", "/auth/forgot-password", { body: { email } })).statusCode,
    ).toBe(202);
    const reset = await eventually(
      () => sink.to(email).find((mail) => /reset/i.test(mail.subject)),
      10_000,
      "the reset e-mail",
    );
    expect(reset.text).toMatch(/^Hello,\r?$/m);
    // Whatever else sign-up sent to the address (a confirmation link) is held to the same rule.
    for (const mail of sink.to(email)) expectNoHostileText(mail.text, mail.subject);
  });
});
