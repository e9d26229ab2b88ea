import { describe, expect, test } from "vitest";
import { replyDueLabel } from "./reply-by.ts";

describe("the reply date a contact message is promised", () => {
  test("a message on a weekday is answered by the next business day", () => {
    // Tuesday 24 November 2026, 15:00 in Karachi (UTC+5).
    expect(replyDueLabel(new Date("2026-11-24T10:00:00Z"))).toBe("Wednesday 25 November");
    // Friday: Saturday is a business day.
    expect(replyDueLabel(new Date("2026-11-27T10:00:00Z"))).toBe("Saturday 28 November");
  });

  test("Saturday and Sunday messages are due on Monday", () => {
    expect(replyDueLabel(new Date("2026-11-28T10:00:00Z"))).toBe("Monday 30 November");
    expect(replyDueLabel(new Date("2026-11-29T10:00:00Z"))).toBe("Monday 30 November");
  });

  test("the day is counted in Karachi time, not the visitor's", () => {
    // 21:00 UTC on Saturday is already 02:00 on Sunday in Karachi: still due on Monday.
    expect(replyDueLabel(new Date("2026-11-28T21:00:00Z"))).toBe("Monday 30 November");
    // 20:00 UTC on Friday is 01:00 on Saturday in Karachi: due Monday, not Saturday.
    expect(replyDueLabel(new Date("2026-11-27T20:00:00Z"))).toBe("Monday 30 November");
  });
});
