import { useState } from "react";
import { replace, useLoaderData, useRevalidator } from "react-router";
import type {
  PointsHistory as History,
  PayoutMethod,
  ReferralLink as Referral,
} from "#contract/user.ts";
import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { ClientReferralNote } from "#web/components/account/client-referral-note.tsx";
import { PayoutDetails } from "#web/components/account/payout-details.tsx";
import { PointsHistory } from "#web/components/account/points-history.tsx";
import { RedeemCard } from "#web/components/account/redeem-card.tsx";
import { ReferralLink } from "#web/components/account/referral-link.tsx";
import { VerifyBanner } from "#web/components/account/verify-banner.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { accountContent } from "#web/content/account.ts";
import { getJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { endSessionAfter, isLoggedIn } from "#web/lib/session.ts";

const text = accountContent.dashboard;

export const meta = () => pageMeta({ ...text.meta, path: "/dashboard", index: false });

/**
 * The referral code, the points history and what became of the referrals; failing to load the
 * code ends the session (SPEC §8).
 */
export async function clientLoader() {
  if (!isLoggedIn()) throw replace("/login");
  const [referral, history, payout] = await Promise.all([
    getJson<Referral>("/user/my-referral-link"),
    getJson<History>("/user/points"),
    getJson<PayoutMethod>("/user/payout-method"),
  ]);
  if (!referral.ok) {
    endSessionAfter(referral.status);
    throw replace("/login");
  }
  return {
    code: referral.data.code,
    history: history.ok ? history.data.entries : null,
    referrals: history.ok ? history.data.referrals : null,
    payout: payout.ok ? payout.data : undefined,
  };
}

export function HydrateFallback() {
  return <AccountLoading />;
}

const numberFormat = new Intl.NumberFormat("en-US");

/** Points of redemptions not yet paid or rejected: spent from the balance, not yet paid out. */
function inReviewPoints(entries: History["entries"] | null): number {
  return (entries ?? [])
    .filter(
      (entry) =>
        entry.reason === "redemption" &&
        (entry.status === "awaiting-details" ||
          entry.status === "requested" ||
          entry.status === "approved"),
    )
    .reduce((total, entry) => total - entry.amount, 0);
}

export default function Dashboard() {
  const { user } = useAccount();
  const { code, history, referrals, payout } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  // Kept for this visit once shown, so its answer stays readable after a refresh of the user.
  const [askToConfirm] = useState(() => !user.emailVerified);
  const link = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
  const inReview = inReviewPoints(history);
  const waitingForDetails = (history ?? []).some(
    (entry) => entry.reason === "redemption" && entry.status === "awaiting-details",
  );

  const cards = [
    { label: text.cards.name, value: user.name, icon: "user-round" as const },
    {
      label: text.cards.email,
      value: <EmailAddress email={user.email} />,
      icon: "at-sign" as const,
    },
    {
      label: text.cards.points,
      value: (
        <>
          {numberFormat.format(user.points ?? 0)}
          {inReview > 0 && (
            <span className="mt-1 block text-sm font-medium text-slate-600">
              {text.inReviewPoints(inReview)}
            </span>
          )}
        </>
      ),
      icon: "coins" as const,
    },
  ];

  return (
    <>
      <AccountHeading eyebrow={text.eyebrow} title={text.welcome(user.name)} lead={text.lead} />
      {askToConfirm && (
        <VerifyBanner email={user.email} onConfirmed={() => void revalidator.revalidate()} />
      )}
      <dl className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,0.8fr)]">
        {cards.map(({ label, value, icon }) => (
          <div
            key={label}
            className="min-w-0 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
          >
            <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
              <Icon name={icon} className="size-4 text-accent-700" />
              {label}
            </dt>
            <dd className="mt-2 text-lg font-bold [overflow-wrap:break-word] text-ink-900 sm:text-xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ReferralLink link={link} summary={referrals} />
          <ClientReferralNote entries={history} />
        </div>
        <div className="grid content-start gap-6">
          <RedeemCard
            points={user.points}
            verified={user.emailVerified}
            onRedeemed={() => void revalidator.revalidate()}
          />
          <PayoutDetails
            current={payout}
            waiting={waitingForDetails}
            onSaved={() => void revalidator.revalidate()}
          />
        </div>
      </div>
      <div className="mt-6">
        <PointsHistory entries={history} />
      </div>
    </>
  );
}

/**
 * An address that may wrap after "@" and before each dot of the domain, never in the middle of
 * a word (a single part too long for the card still breaks, as a last resort).
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  const [first, ...rest] = email.slice(at + 1).split(".");
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move.
        <span key={index}>
          <wbr />.{part}
        </span>
      ))}
    </>
  );
}
