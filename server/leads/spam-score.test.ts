import { describe, expect, test } from "vitest";
import { type FormSignals, judgeContactMessage } from "./spam-score.ts";

/** A detailed enquiry from a real prospect, as the owner described it (issue 40). */
const enquiry = {
  firstName: "Kamran",
  lastName: "Sheikh",
  company: "Sheikh Distributors",
  phone: "+92 321 5550123",
  email: "kamran@sheikhdistributors.pk",
  subject: "New enquiry from the website contact form",
  message:
    "We have six sales reps covering Karachi and Hyderabad and lose track of follow-ups. " +
    "We want Zoho CRM set up with a pipeline and WhatsApp integration. Budget PKR 800,000.",
};

const form = (over: Partial<FormSignals> = {}): FormSignals => ({
  honeypot: false,
  token: { state: "valid", ageMs: 45_000, nonce: "n" },
  ...over,
});

describe("a contact message's spam score", () => {
  test("a genuine enquiry sent 1.5 s after the form opened waits in Check, not in Spam", () => {
    expect(
      judgeContactMessage(enquiry, form({ token: { state: "valid", ageMs: 1_500, nonce: "n" } })),
    ).toEqual({ stage: "check", spamScore: 2, spamSignals: ["too-fast"] });
    expect(judgeContactMessage(enquiry, form())).toEqual({
      stage: "new",
      spamScore: 0,
      spamSignals: [],
    });
  });

  test("only the honeypot is a sure verdict", () => {
    expect(judgeContactMessage(enquiry, form({ honeypot: true }))).toMatchObject({
      stage: "spam",
      spamReason: "honeypot",
    });
    // Every other sign at once is still a person's to decide.
    const everything = judgeContactMessage(
      {
        ...enquiry,
        email: "bot@mailinator.com",
        message:
          "Get your site on the first page of Google! Backlinks at https://a.example/1 " +
          "https://b.example/2 www.c.example/3",
      },
      { honeypot: false, token: { state: "missing" }, tokenReused: true },
    );
    expect(everything.stage).toBe("check");
    expect(everything.spamSignals.toSorted()).toEqual([
      "disposable-address",
      "links",
      "no-token",
      "spam-phrases",
      "token-reused",
    ]);
    expect(everything.spamScore).toBe(3 + 2 + 3 + 3 + 2);
  });

  test("what a person may well write alone stays New; each bot's sign sends it to Check", () => {
    const judged = (message: string, over: Partial<FormSignals> = {}, email = enquiry.email) =>
      judgeContactMessage({ ...enquiry, message, email }, form(over));
    expect(judged("Our current site is https://sheikhdistributors.pk, please redo it.")).toEqual({
      stage: "new",
      spamScore: 1,
      spamSignals: ["links"],
    });
    expect(judged("We need SEO for our store and a faster site.").stage).toBe("new");
    expect(judged("Like https://a.example and https://b.example").stage).toBe("check");
    expect(judged("We can get you guest posts on high authority blogs.").stage).toBe("check");
    expect(judged(enquiry.message, {}, "someone@mailinator.com").spamSignals).toEqual([
      "disposable-address",
    ]);
    expect(judged(enquiry.message, { token: { state: "invalid" } }).stage).toBe("check");
    expect(judged(enquiry.message, { tokenReused: true }).stage).toBe("check");
  });
});
