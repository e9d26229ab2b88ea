import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { ReferralSummary as Summary } from "#contract/user.ts";
import { ReferralSummary } from "./referral-summary.tsx";

const renderSummary = (summary: Summary) => render(<ReferralSummary summary={summary} />);

describe("referral summary", () => {
  test("joined and confirmed in a sentence, then what is still open", () => {
    renderSummary({
      joined: 4,
      confirmed: 2,
      pending: 2,
      inReview: 1,
      credited: 1,
      pendingPoints: 300,
      friends: [
        {
          name: "Sana K.",
          email: "s•••a@gmail.com",
          status: "flagged",
          joinedAt: "2026-11-20T10:00:00Z",
        },
        {
          name: "Omar",
          email: "o•••r@outlook.com",
          status: "credited",
          joinedAt: "2026-11-19T10:00:00Z",
        },
      ],
    });
    const region = screen.getByRole("region", { name: "Your referrals" });
    expect(within(region).getByText("4 friends joined, 2 confirmed")).toBeVisible();
    const value = (label: string) =>
      within(region).getByText(label).closest("div")?.querySelector("dd")?.textContent;
    expect(value("Waiting for their e-mail confirmation")).toBe("2");
    expect(value("In review")).toBe("1");
    expect(value("Credited")).toBe("1");
    expect(value("Points on the way")).toBe("300");
    // Each friend, masked, with what became of the referral and how long a review takes.
    const sana = within(region).getByText("Sana K.").closest("li")!;
    expect(sana).toHaveTextContent("s•••a@gmail.com");
    expect(sana).toHaveTextContent("In review, usually within one business day");
    expect(within(region).getByText("Omar").closest("li")).toHaveTextContent("Points credited");
    expect(within(region).getByText("The latest 2 of 4 are listed.")).toBeVisible();
  });

  test("one friend reads in the singular", () => {
    renderSummary({
      joined: 1,
      confirmed: 0,
      pending: 1,
      inReview: 0,
      credited: 0,
      pendingPoints: 100,
      friends: [],
    });
    expect(screen.getByText("1 friend joined, 0 confirmed")).toBeVisible();
  });

  test("no one yet: a plain sentence, no zero counters", () => {
    renderSummary({
      joined: 0,
      confirmed: 0,
      pending: 0,
      inReview: 0,
      credited: 0,
      pendingPoints: 0,
      friends: [],
    });
    expect(screen.getByText("No one has joined with your link yet.")).toBeVisible();
    expect(screen.queryByText("Points on the way")).toBeNull();
  });
});
