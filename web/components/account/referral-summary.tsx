import { useId } from "react";
import type { ReferralSummary as Summary } from "#contract/user.ts";
import { accountContent } from "#web/content/account.ts";

const text = accountContent.dashboard.referral.summary;
const numberFormat = new Intl.NumberFormat("en-US");

/**
 * What became of the sign-ups with the user's code: joined and confirmed in a sentence, then
 * what is still open. Pending points are shown here, apart from the credited balance.
 */
export function ReferralSummary({ summary }: { summary: Summary }) {
  const titleId = useId();
  const open = [
    { label: text.pending, value: summary.pending },
    { label: text.inReview, value: summary.inReview },
    { label: text.pendingPoints, value: summary.pendingPoints },
  ];
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={titleId} className="text-base font-semibold text-ink-900">
        {text.title}
      </h3>
      <p className="mt-1 text-[0.9375rem] font-medium text-ink-900">
        {summary.joined === 0 ? text.none : text.joined(summary.joined, summary.confirmed)}
      </p>
      {summary.joined > 0 && (
        <dl className="mt-3 grid gap-2 sm:grid-cols-3">
          {open.map(({ label, value }) => (
            <div
              key={label}
              className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3.5 py-2.5 sm:flex-col sm:items-start sm:justify-start sm:gap-0"
            >
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-bold text-ink-900 tabular-nums sm:mt-auto sm:pt-1">
                {numberFormat.format(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600">{text.note}</p>
    </section>
  );
}
