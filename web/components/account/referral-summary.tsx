import { useId } from "react";
import type { ReferralSummary as Summary } from "#contract/user.ts";
import { accountContent } from "#web/content/account.ts";
import { FigureTiles } from "./figure-tiles.tsx";
import { StatusRows } from "./status-rows.tsx";

const text = accountContent.dashboard.referral.summary;

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/**
 * What became of the sign-ups with the user's code: joined and confirmed in a sentence, then
 * waiting, in review and credited apart, and each friend (masked) with a status. Pending points
 * are shown here, apart from the credited balance.
 */
export function ReferralSummary({ summary }: { summary: Summary }) {
  const titleId = useId();
  const open = [
    { label: text.pending, value: summary.pending },
    { label: text.inReview, value: summary.inReview },
    { label: text.credited, value: summary.credited },
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
        <FigureTiles
          figures={open}
          stacked={false}
          className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
        />
      )}
      {summary.friends.length > 0 && (
        <>
          <h4 className="mt-5 text-sm font-semibold text-ink-900">{text.friendsTitle}</h4>
          <StatusRows
            rows={summary.friends.map((friend) => ({
              key: `${friend.joinedAt}-${friend.email}`,
              what: (
                <>
                  <span className="font-medium text-ink-900">{friend.name}</span>
                  {friend.email && <span className="text-slate-600"> · {friend.email}</span>}
                  <span className="text-slate-600">
                    {" "}
                    ·{" "}
                    <time dateTime={friend.joinedAt}>
                      {dateFormat.format(new Date(friend.joinedAt))}
                    </time>
                  </span>
                </>
              ),
              status: text.friendStatus[friend.status],
            }))}
          />
          {summary.friends.length < summary.joined && (
            <p className="mt-2 text-sm text-slate-600">
              {text.more(summary.friends.length, summary.joined)}
            </p>
          )}
        </>
      )}
      <p className="mt-3 text-sm text-slate-600">{text.note}</p>
    </section>
  );
}
