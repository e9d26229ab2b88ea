import { describe, expect, test } from "vitest";
import { contactDefaultSubject, contactMessageSchema, isHoneypotFilled } from "./contact.ts";

const valid = { firstName: "Sana", email: "sana@example.com", message: "We need a new store." };

describe("contactMessageSchema", () => {
  test("accepts the three required fields alone and fills the defaults", () => {
    const parsed = contactMessageSchema.parse(valid);
    expect(parsed).toMatchObject({
      lastName: "",
      company: "",
      phone: "",
      subject: contactDefaultSubject,
      website: "",
    });
    expect(isHoneypotFilled(parsed)).toBe(false);
  });

  test.each([
    ["firstName", ""],
    ["firstName", "   "],
    ["email", ""],
    ["email", "not-an-email"],
    ["message", ""],
  ])("rejects %s = %j", (field, value) => {
    expect(contactMessageSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  test("trims what people type around their e-mail address and name", () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      firstName: "  Sana ",
      email: " sana@example.com ",
    });
    expect(parsed.firstName).toBe("Sana");
    expect(parsed.email).toBe("sana@example.com");
  });

  test("rejects a phone without digits but takes any usual phone format", () => {
    expect(contactMessageSchema.safeParse({ ...valid, phone: "call me" }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, phone: "+92 (21) 000-0000" }).success).toBe(
      true,
    );
  });

  test("keeps the honeypot so the server can drop bot messages quietly", () => {
    const parsed = contactMessageSchema.parse({ ...valid, website: "https://spam.example" });
    expect(isHoneypotFilled(parsed)).toBe(true);
  });

  test("rejects over-long messages", () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(
      false,
    );
  });
});
