import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { ReferralSummary as Summary } from "#contract/user.ts";
import { ReferralSummary } from "./referral-summary.tsx";

const renderSummary = (summary: Summary) => render(<ReferralSummary summary={summary} />);

describe("referral summary", () => {
  test("joined and confirmed in a sentence, then what is still open", () => {
    renderSummary({ joined: 4, confirmed: 1, pending: 2, inReview: 1, pendingPoints: 300 });
    const region = screen.getByRole("region", { name: "Your referrals" });
    expect(within(region).getByText("4 friends joined, 1 confirmed")).toBeVisible();
    const value = (label: string) =>
      within(region).getByText(label).closest("div")?.querySelector("dd")?.textContent;
    expect(value("Waiting for their e-mail confirmation")).toBe("2");
    expect(value("Under review by our team")).toBe("1");
    expect(value("Points on the way")).toBe("300");
  });

  test("one friend reads in the singular", () => {
    renderSummary({ joined: 1, confirmed: 0, pending: 1, inReview: 0, pendingPoints: 100 });
    expect(screen.getByText("1 friend joined, 0 confirmed")).toBeVisible();
  });

  test("no one yet: a plain sentence, no zero counters", () => {
    renderSummary({ joined: 0, confirmed: 0, pending: 0, inReview: 0, pendingPoints: 0 });
    expect(screen.getByText("No one has joined with your link yet.")).toBeVisible();
    expect(screen.queryByText("Points on the way")).toBeNull();
  });
});
