import { useId } from "react";
import type { RedeemResponse } from "#contract/rewards.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages, redeemable, redeemRate } from "#web/content/account.ts";
import { postJson } from "#web/lib/api.ts";
import { DashboardCard } from "./dashboard-card.tsx";

const text = accountContent.dashboard;

const numberFormat = new Intl.NumberFormat("en-US");

/** A fresh key per click, so a retried request is never redeemed twice. */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; plain-HTTP previews still deserve a unique key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * The dashboard's lead (SPEC §2.5, §5, §9): the points balance, large, with what is in review
 * for payout, and Redeem Points beside it. The button stays disabled while the balance is below
 * the minimum or the account's address is unconfirmed (payouts go to confirmed accounts only),
 * and the line under it says which; the server applies the same rules. After a redeem the page
 * reloads the user's points.
 */
export function PointsCard({
  points,
  inReview,
  verified,
  onRedeemed,
}: {
  points: number | null | undefined;
  /** Points of redemptions spent from the balance and not yet paid or rejected. */
  inReview: number;
  verified: boolean;
  onRedeemed: () => void;
}) {
  const statusId = useId();
  const { message, busy, run } = useFormAction();
  const balance = points ?? 0;
  const enough = balance >= redeemRate.points;

  function onRedeem() {
    void run(async () => {
      const result = await postJson<RedeemResponse>("/rewards/redeem", undefined, {
        headers: { "Idempotency-Key": idempotencyKey() },
      });
      if (!result.ok) return refused(result, accountMessages.redeemError);
      onRedeemed();
      return { ok: true, message: result.data.message };
    });
  }

  return (
    <DashboardCard icon="coins" title={text.balance.title}>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-start md:gap-8">
        <div className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2 text-ink-900">
            <span className="text-5xl leading-none font-bold tracking-tight tabular-nums sm:text-6xl">
              {numberFormat.format(balance)}
            </span>{" "}
            <span className="text-lg font-semibold text-slate-600">
              {text.balance.unit(balance)}
            </span>
          </p>
          {inReview > 0 && (
            <p className="mt-2 text-[0.9375rem] font-medium text-slate-600">
              {text.inReviewPoints(inReview)}
            </p>
          )}
          <p className="mt-4 inline-flex w-fit rounded-full bg-accent-50 px-3 py-1 text-[0.9375rem] font-semibold text-accent-800">
            {text.redeem.rate}
          </p>
        </div>
        <div className="grid justify-items-start gap-2">
          <Button
            size="lg"
            onClick={onRedeem}
            disabled={!enough || !verified}
            busy={busy}
            aria-describedby={statusId}
            className="max-md:w-full"
          >
            {text.redeem.button}
          </Button>
          <p id={statusId} className="text-[0.9375rem] text-slate-600">
            {!enough
              ? text.redeem.short(redeemRate.points - balance)
              : verified
                ? text.redeem.available(redeemable(balance).points, redeemable(balance).pkr)
                : text.redeem.unverified}
          </p>
          <Feedback message={message} />
        </div>
      </div>
      <p className="mt-5 border-t border-slate-200 pt-4 text-[0.9375rem] text-slate-600">
        {text.redeem.lead} {text.redeem.confirmFirst}
      </p>
    </DashboardCard>
  );
}
