import { describe, expect, test } from "vitest";
import { describeAgent, describeEvent } from "./security-words.ts";

describe("the security log in words", () => {
  test("agents: browser and system, a tool by its name, nothing when none was sent", () => {
    expect(
      describeAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      describeAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      describeAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      ),
    ).toBe("Firefox on Windows");
    expect(describeAgent("curl/8.5.0")).toBe("curl");
    expect(describeAgent("node")).toBe("node");
    expect(describeAgent("<script>")).toBe("Unknown browser");
    expect(describeAgent(null)).toBeNull();
  });

  test("administrator actions say what was done to what", () => {
    const action = (detail: Record<string, string | number>) =>
      describeEvent("admin-action", detail);
    expect(
      action({
        action: "POST /api/admin/redemptions/:id/pay",
        id: "12",
        pkr: 1500,
        member: "Ali Khan",
      }),
    ).toBe("Marked payout #12 paid: PKR 1,500 to Ali Khan");
    expect(action({ action: "POST /api/admin/redemptions/:id/approve", id: "12" })).toBe(
      "Approved payout #12",
    );
    expect(
      action({
        action: "POST /api/admin/redemptions/:id/reject",
        id: "3",
        points: "forfeit",
        pkr: 100,
        member: "Sana R",
      }),
    ).toBe("Rejected payout #3: PKR 100 to Sana R, points forfeited");
    expect(action({ action: "PATCH /api/admin/leads/:id", id: "5", status: "won" })).toBe(
      "Moved lead #5 to Won",
    );
    expect(action({ action: "POST /api/admin/leads/:id/notes", id: "5" })).toBe(
      "Added a note to lead #5",
    );
    expect(
      action({ action: "POST /api/admin/referrals/:id/decision", id: "9", decision: "reject" }),
    ).toBe("Rejected held referral #9");
    expect(action({ action: "GET /api/admin/leads.csv" })).toBe("Exported contact messages as CSV");
    // A route added later still says something true.
    expect(action({ action: "POST /api/admin/something-new" })).toBe(
      "Used POST /api/admin/something-new",
    );
  });

  test("other events: their particulars, or nothing when the kind says it all", () => {
    expect(describeEvent("rate-limited", { path: "/api/auth/login", refused: 10 })).toBe(
      "Too many requests to /api/auth/login (refusal number 10 in this window)",
    );
    expect(describeEvent("rate-limited", { path: "/api/contact", refused: 1 })).toBe(
      "Too many requests to /api/contact",
    );
    expect(describeEvent("login-throttled", { reason: "client", retryAfterSeconds: 900 })).toBe(
      "Logins paused for 15 minutes (too many failures from this client)",
    );
    expect(describeEvent("logout-everywhere", { ended: 1 })).toBe("1 other session ended");
    expect(describeEvent("payout-method-changed", { method: "easypaisa" })).toBe(
      "Set to Easypaisa",
    );
    expect(describeEvent("signup", { referred: true })).toBe("Through a referral link");
    expect(describeEvent("login-success", {})).toBe("");
  });
});
