import { describe, expect, test } from "vitest";
import { accountMessages } from "./account";

describe("account messages", () => {
  test("the catalogue's messages are quoted exactly (SPEC §8)", () => {
    expect(accountMessages).toMatchObject({
      signupSuccess: "✅ Registered! Please login now",
      signupError: "❌ Error",
      loginError: "❌ Login error",
      forgotSuccess: "✅ Reset link sent to your email",
      forgotError: "❌ Failed to send reset link",
      redeemError: "❌ Redeem failed",
    });
  });
});
