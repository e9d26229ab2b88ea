import { describe, expect, test } from "vitest";
import { listQuery, withQuery } from "./list-query.ts";

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

describe("listQuery", () => {
  test("keeps a filter to its choices and a day to YYYY-MM-DD", () => {
    const query = listQuery(
      at("/admin/security?kind=login-success&q=sana&from=2026-11-24&to=soon"),
    );
    expect(query.q).toBe("sana");
    expect(query.pick(["login-success", "signup"], "all", "kind")).toBe("login-success");
    expect(query.pick(["inbox", "spam"], "inbox")).toBe("inbox");
    expect([query.day("from"), query.day("to")]).toEqual(["2026-11-24", ""]);
    expect(listQuery(at("/admin/leads?status=bogus")).pick(["inbox", "spam"], "inbox")).toBe(
      "inbox",
    );
  });
});

describe("withQuery with the filters of an export", () => {
  test("leaves out empty values, and the ? when none is left", () => {
    expect(withQuery("/admin/leads.csv", { status: "inbox", q: "" })).toBe(
      "/admin/leads.csv?status=inbox",
    );
    expect(withQuery("/admin/insights.csv", { from: "", to: "" })).toBe("/admin/insights.csv");
  });
});
