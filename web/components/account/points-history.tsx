import type { PointsEntry } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import {
  accountContent,
  accountMessages,
  pointsReasonLabels,
  redeemable,
} from "#web/content/account.ts";
import { DashboardCard } from "./dashboard-card.tsx";

const text = accountContent.dashboard.history;

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const numberFormat = new Intl.NumberFormat("en-US", { signDisplay: "always" });

function activity(entry: PointsEntry): string {
  if (entry.reason === "client_referral")
    return `${pointsReasonLabels[entry.reason]}: ${entry.client ?? "a business"}`;
  if (entry.reason !== "redemption") return pointsReasonLabels[entry.reason];
  return `Redeemed for PKR ${redeemable(-entry.amount).pkr}`;
}

/** Where a redemption's review stands, in the member's words; only its own row says it. */
function reviewState(entry: PointsEntry): string | null {
  if (entry.reason !== "redemption" || !entry.status) return null;
  switch (entry.status) {
    case "awaiting-details":
      return text.status.awaitingDetails;
    case "requested":
      return text.status.requested;
    case "approved":
      return text.status.approved;
    case "paid":
      return text.status.paid(entry.reference ?? "");
    case "rejected":
      return text.status.rejected(entry.rejectReason ?? "", entry.pointsReturned === true);
  }
}

/** Every change to the balance, newest first; `null` when the history could not be loaded. */
export function PointsHistory({ entries }: { entries: readonly PointsEntry[] | null }) {
  return (
    <DashboardCard icon="rotate-ccw-clock" title={text.title}>
      {entries === null ? (
        <Feedback message={accountMessages.historyError} className="mt-4" />
      ) : entries.length === 0 ? (
        <p className="mt-3 text-[0.9375rem] text-slate-600">{text.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 py-3.5">
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{activity(entry)}</p>
                <p className="mt-0.5 text-sm text-slate-600">
                  <time dateTime={entry.createdAt}>
                    {dateFormat.format(new Date(entry.createdAt))}
                  </time>
                  {reviewState(entry) && <> · {reviewState(entry)}</>}
                </p>
              </div>
              <p
                className={`shrink-0 font-semibold tabular-nums ${entry.amount >= 0 ? "text-success-700" : "text-ink-900"}`}
              >
                {/* A true minus sign, as wide as the plus. */}
                {numberFormat.format(entry.amount).replace("-", "−")}
                <span className="sr-only"> points</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
