// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { adminConfirmationMail } from "#server/admin/templates.ts";
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from "./templates.ts";

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
    for (const mail of [reset, changed])
      expect(mail.html).toMatch(
        /^<!doctype html>\n<html lang="en"><head><\/head><body style="font-family:system-ui, sans-serif;color:#0b1533;line-height:1.5"><p>Hello Sana,<\/p>.*<p>Meridian Digital<\/p><\/body><\/html>$/s,
      );
  });
});
