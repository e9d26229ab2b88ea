import { describe, expect, test } from "vitest";
import { accountMessages } from "./account.ts";
import { signupMessages } from "./signup.ts";

describe("account messages", () => {
  test("the catalogue's messages are quoted exactly (SPEC §8)", () => {
    expect(signupMessages).toEqual({
      signupSuccess: "✅ Registered! Please login now",
      signupError: "❌ Error",
    });
    expect(accountMessages).toMatchObject({
      loginError: "❌ Login error",
      forgotSuccess: "✅ Reset link sent to your email",
      forgotError: "❌ Failed to send reset link",
      redeemError: "❌ Redeem failed",
    });
  });
});
