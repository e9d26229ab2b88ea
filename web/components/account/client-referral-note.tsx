import type { PointsEntry } from "#contract/user.ts";
import { clientReferralPerk } from "#web/content/client-referral.ts";

/**
 * The referred-client reward on the dashboard: the perk, and each reward received so far (its
 * payout goes through the same review as every redemption).
 */
export function ClientReferralNote({ entries }: { entries: readonly PointsEntry[] | null }) {
  const rewards = (entries ?? []).filter((entry) => entry.reason === "client_referral");
  return (
    <section
      aria-label="Referred clients"
      className="rounded-2xl border border-accent-100 bg-accent-50 p-5 text-[0.9375rem] text-ink-900"
    >
      <p className="font-semibold">{clientReferralPerk}.</p>
      {rewards.length > 0 && (
        <ul className="mt-2 space-y-1">
          {rewards.map((entry) => (
            <li key={entry.id}>
              {`Referred client: ${entry.client ?? "a business"}, +${entry.amount.toLocaleString("en-US")} points (redeeming them goes through our payout review)`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
