import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { PointsCard } from "./points-card.tsx";

const renderCard = (points: number | null, verified: boolean, inReview = 0) =>
  render(
    <PointsCard points={points} inReview={inReview} verified={verified} onRedeemed={() => {}} />,
  );

const button = () => screen.getByRole("button", { name: "Redeem Points" });

describe("the points card", () => {
  test("leads with the balance, then what waits for payout, under the heading", () => {
    renderCard(1250, true, 400);
    const card = screen.getByRole("region", { name: "Your points" });
    expect(card).toHaveTextContent(/^Your points1,250 points400 in review for payout/);
    expect(within(card).getByRole("button", { name: "Redeem Points" })).toBeEnabled();
  });

  test("says point for one, and nothing about review when nothing waits", () => {
    renderCard(1, true);
    expect(screen.getByText("point", { exact: true })).toBeVisible();
    expect(screen.queryByText(/in review for payout/)).toBeNull();
  });

  test("says that payouts need a confirmed address", () => {
    renderCard(0, true);
    expect(screen.getByText(/Payouts go to confirmed accounts only\./)).toBeVisible();
  });

  test("enabled from 200 points on a confirmed account", () => {
    renderCard(450, true);
    expect(button()).toBeEnabled();
    expect(button()).toHaveAccessibleDescription("You can redeem 400 points for PKR 200 now.");
  });

  test("disabled on an unconfirmed account, however many points, and says why", () => {
    renderCard(600, false);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription(
      "Confirm your e-mail address to redeem: open the link we sent you, or get a new one above.",
    );
  });

  test.each([
    [199, "Collect 1 more point to redeem."],
    [0, "Collect 200 more points to redeem."],
    [null, "Collect 200 more points to redeem."],
  ])("disabled below 200 points (%s), confirmed or not", (points, note) => {
    renderCard(points, true);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription(note);
  });
});
