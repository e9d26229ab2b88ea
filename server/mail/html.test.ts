// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { adminConfirmationMail } from "#server/auth/admin-confirmation-mail.ts";
import { confirmSubscriptionMail } from "#server/newsletter/templates.ts";
import {
  passwordChangedMail,
  payoutMethodChangedMail,
  redemptionPaidMail,
  resetPasswordMail,
  verifyEmailMail,
} from "./templates.ts";

/** The HTML part read back as a mail app reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the HTML part", () => {
  /** A link as it could come back from a misconfigured PUBLIC_URL or a token: quotes and all. */
  const link = `http://site.test/reset-password?token=a&b="><script>alert(1)</script>'`;

  test("escapes links and names, and reads back as the same words and links", () => {
    const mails = [
      resetPasswordMail({ to: "sana@example.com", name: "O'Neil", link, validMinutes: 30 }),
      verifyEmailMail({ to: "sana@example.com", link, validHours: 24 }),
      adminConfirmationMail({ to: "boss@example.com", name: "O'Neil", link, validHours: 24 }),
    ];
    for (const mail of mails) {
      const html = mail.html!;
      expect(html, mail.subject).not.toContain("<script");
      expect(html, mail.subject).toContain(
        'href="http://site.test/reset-password?token=a&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#x27;"',
      );
      const document = parse(html);
      expect(document.querySelectorAll("script").length).toBe(0);
      expect([...document.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
        link,
      ]);
      // The address in full under the link, for mail apps that hide links.
      expect([...document.querySelectorAll("p")].some((p) => p.textContent === link)).toBe(true);
    }
    expect(mails[0]!.html).toContain("<p>Hello O&#x27;Neil,</p>");
  });

  test("keeps the texts and subjects, and every mail shares the layout", () => {
    const reset = resetPasswordMail({ to: "a@example.com", name: "Sana", link, validMinutes: 30 });
    expect(reset.subject).toBe("Reset your Meridian Digital password");
    expect(reset.text).toBe(
      [
        "Hello Sana,",
        "",
        "Someone asked to reset the password of your Meridian Digital account. To choose a new password, open this link:",
        "",
        link,
        "",
        "The link works once, for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        "",
        "Meridian Digital",
      ].join("\n"),
    );
    const changed = passwordChangedMail({ to: "a@example.com", name: "Sana" });
    expect(changed.subject).toBe("Your Meridian Digital password was changed");
    expect(changed.text).toContain(
      'use "Forgot password" on the login page to choose a new password at once, and tell us at info@meridian-digital.example.',
    );
    const document = parse(changed.html!);
    expect(document.querySelector("a")!.getAttribute("href")).toBe(
      "mailto:info@meridian-digital.example",
    );
    expect(document.body.textContent).toContain("use “Forgot password” on the login page");
  });

  test("every mail wears the brand: the wordmark, the sender below, one greeting rule, a button for its link", () => {
    const mails = [
      resetPasswordMail({ to: "a@example.com", name: "Sana", link, validMinutes: 30 }),
      verifyEmailMail({ to: "a@example.com", link, validHours: 24 }),
      passwordChangedMail({ to: "a@example.com", name: "Sana" }),
      adminConfirmationMail({ to: "a@example.com", name: "Sana", link, validHours: 24 }),
      payoutMethodChangedMail({
        to: "a@example.com",
        name: "Sana",
        method: "JazzCash",
        account: "4567",
      }),
      redemptionPaidMail({
        to: "a@example.com",
        name: "Sana",
        pkr: 100,
        points: 200,
        method: "JazzCash",
        account: "4567",
        reference: "JC-1",
        dashboardUrl: link,
      }),
      confirmSubscriptionMail({ to: "a@example.com", confirmUrl: link, unsubscribeUrl: link }),
    ];
    for (const mail of mails) {
      const html = mail.html!;
      expect(html.startsWith('<!doctype html>\n<html lang="en">'), mail.subject).toBe(true);
      const document = parse(html);
      expect(document.querySelector("[data-brand]")?.textContent, mail.subject).toBe(
        "Meridian Digital",
      );
      // Who sent it, with the address to write to, under the card.
      expect(document.body.textContent, mail.subject).toContain(
        "Meridian Digital · Office 0, Plot 0, Shahrah-e-Faisal, Karachi 75400, Pakistan · info@meridian-digital.example",
      );
      // "Hello Sana," where the name is known, "Hello," where it is not: the mail's first words.
      const greeting = [...document.querySelectorAll("p")].find((p) =>
        p.textContent?.startsWith("Hello"),
      );
      expect(greeting?.textContent, mail.subject).toMatch(/^Hello( Sana)?,$/);
      expect(mail.text!.startsWith(greeting!.textContent!), mail.subject).toBe(true);
    }
    // A mail that asks for an action has it as a button, its address in full under it.
    for (const mail of [mails[0]!, mails[1]!, mails[3]!]) {
      const button = parse(mail.html!).querySelector("a[data-button]");
      expect(button?.getAttribute("href"), mail.subject).toBe(link);
      expect(button?.getAttribute("style"), mail.subject).toContain("background");
    }
    expect(mails[5]!.subject).toBe("Meridian Digital: PKR 100 paid, reference JC-1");
  });
});
