import { describe, expect, test } from "vitest";
import { withQuery } from "./load.ts";

const at = (url: string) => new Request(`http://localhost${url}`);

describe("withQuery", () => {
  test("passes the page's filters to the API", () => {
    expect(withQuery("/admin/referrals", at("/admin/referrals?status=all&q=sana&page=2"))).toBe(
      "/admin/referrals?status=all&q=sana&page=2",
    );
  });

  test("leaves out fields the filter form sent empty (no date is no filter)", () => {
    expect(
      withQuery("/admin/security-events", at("/admin/security?kind=all&q=&from=&to=2026-11-24")),
    ).toBe("/admin/security-events?kind=all&to=2026-11-24");
    expect(withQuery("/admin/users", at("/admin/users?q=+"))).toBe("/admin/users");
  });
});
