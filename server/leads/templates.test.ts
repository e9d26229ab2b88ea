// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import type { ContactMessage } from "#contract/contact.ts";
import { contactNotificationMail } from "./templates.ts";

const hostile = {
  firstName: "<script>alert(1)</script>",
  lastName: '"&',
  company: "<b>Acme</b> & 'Sons'",
  phone: "",
  email: "lead@example.com",
  message:
    'Hello <img src=x onerror="alert(1)">\n& "quotes"\n\n</p><a href="https://evil.example">click</a>',
  subject: "New enquiry from the website contact form",
  website: "",
  formToken: "",
} as ContactMessage;

const mail = contactNotificationMail({
  to: "inbox@company.test",
  id: 42,
  message: hostile,
  receivedAt: new Date("2024-03-05T07:30:00Z"),
  publicUrl: "https://www.example.com/",
});

describe("the contact notification", () => {
  test("keeps its subject, text and Reply-To", () => {
    expect(mail.subject).toBe(`New lead from <script>alert(1)</script> "&, <b>Acme</b> & 'Sons'`);
    expect(mail.headers).toEqual({ "Reply-To": "lead@example.com" });
    expect(mail.text).toBe(
      [
        "A new lead arrived through the contact form of Meridian Digital.",
        "",
        `Name: <script>alert(1)</script> "&`,
        "Email: lead@example.com",
        "Phone: –",
        "Company: <b>Acme</b> & 'Sons'",
        "Received: 5 Mar 2024, 12:30 (PKT)",
        "",
        "Message:",
        hostile.message,
        "",
        "Reply to this e-mail to answer the sender directly.",
        "Open it in the admin area: https://www.example.com/admin/leads/42",
      ].join("\n"),
    );
  });

  test("escapes what the sender typed in the HTML part", () => {
    const html = mail.html!;
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;");
    expect(html).toContain("&lt;b&gt;Acme&lt;/b&gt; &amp; &#x27;Sons&#x27;");

    // Read back as a mail app would: the same words, as text, and no element they could make.
    const document = new DOMParser().parseFromString(html, "text/html");
    expect(document.querySelectorAll("script, img, b").length).toBe(0);
    // The message's own table: rows with a heading cell (the layout's rows have none).
    const rows = [...document.querySelectorAll("tr:has(> th)")].map((row) => [
      row.querySelector("th")!.textContent,
      row.querySelector("td")!.textContent,
    ]);
    expect(rows).toEqual([
      ["Name", `<script>alert(1)</script> "&`],
      ["Email", "lead@example.com"],
      ["Phone", "–"],
      ["Company", "<b>Acme</b> & 'Sons'"],
      ["Received", "5 Mar 2024, 12:30 (PKT)"],
    ]);
    const paragraphs = [...document.querySelectorAll("p")];
    expect(paragraphs.some((p) => p.textContent === hostile.message)).toBe(true);
    const links = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["https://www.example.com/admin/leads/42"]);
  });

  test("shares the site's mail layout", () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    const document = new DOMParser().parseFromString(mail.html!, "text/html");
    expect(document.querySelector("[data-brand]")?.textContent).toBe("Meridian Digital");
  });
});
