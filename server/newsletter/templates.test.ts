// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { newsletterConfirmDays } from "#contract/newsletter-fields.ts";
import { confirmSubscriptionMail, newsletterLinks, newsletterMail } from "./templates.ts";

const unsubscribeUrl = newsletterLinks.unsubscribe("https://www.example.com/", "u&1");
const links = (html: string) =>
  [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("a")].map((a) => [
    a.getAttribute("href"),
    a.textContent,
  ]);

describe("newsletter mails", () => {
  test("the confirmation keeps its subject, text, links and unsubscribe headers", () => {
    const confirmUrl = newsletterLinks.confirm("https://www.example.com", "c&2");
    const mail = confirmSubscriptionMail({ to: "reader@example.com", confirmUrl, unsubscribeUrl });
    expect(confirmUrl).toBe("https://www.example.com/api/newsletter/confirm?token=c%262");
    expect(mail.subject).toBe("Confirm your subscription to the Meridian Digital newsletter");
    expect(mail.text).toBe(
      [
        "Hello,",
        "Please confirm that you want project notes and offers from Meridian Digital, about once a month. Open this link to confirm:",
        confirmUrl,
        `The link works for ${newsletterConfirmDays} days. If you did not ask for this, ignore this e-mail: without your confirmation we send nothing more.`,
        "Meridian Digital",
        "",
        "--",
        `You receive this because this address was entered in the newsletter box on our website. Unsubscribe with one click: ${unsubscribeUrl}`,
      ].join("\n\n"),
    );
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(links(mail.html!)).toEqual([
      [confirmUrl, confirmUrl],
      [unsubscribeUrl, "Unsubscribe with one click"],
    ]);
  });

  test("paragraphs are text in the HTML part: only a bare web address becomes a link", () => {
    const address = 'https://www.example.com/offer?a=1&b="2"';
    const mail = newsletterMail({
      to: "reader@example.com",
      subject: "Notes",
      paragraphs: ['<a href="https://evil.example">Tom & "Jerry"</a>', address],
      unsubscribeUrl,
    });
    expect(mail.html).not.toContain('evil.example">');
    expect(mail.html).toContain(
      "<p>&lt;a href=&quot;https://evil.example&quot;&gt;Tom &amp; &quot;Jerry&quot;&lt;/a&gt;</p>",
    );
    expect(mail.html).toContain(
      '<a href="https://www.example.com/offer?a=1&amp;b=&quot;2&quot;">https://www.example.com/offer?a=1&amp;b=&quot;2&quot;</a>',
    );
    expect(links(mail.html!)).toEqual([
      [address, address],
      [unsubscribeUrl, "Unsubscribe with one click"],
    ]);
  });
});
