import type { ReactNode } from "react";
import type { LeadStatus } from "#contract/admin-fields.ts";
import type { BookingStatus } from "#contract/booking-fields.ts";

export type BadgeTone = "accent" | "success" | "muted" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  accent: "border-accent-100 bg-accent-50 text-accent-800",
  success: "border-green-200 bg-green-50 text-success-700",
  muted: "border-slate-200 bg-slate-50 text-slate-700",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  danger: "border-red-200 bg-red-50 text-danger-700",
};

/** A status word in a pill; the colour only repeats what the word says. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export const leadTones = {
  new: "accent",
  "call-booked": "accent",
  contacted: "warning",
  proposal: "warning",
  won: "success",
  lost: "danger",
  check: "warning",
  spam: "muted",
} as const satisfies Record<LeadStatus, BadgeTone>;
export const subscriberTones = {
  pending: "warning",
  confirmed: "success",
  unsubscribed: "muted",
} as const;
export const redemptionTones = {
  "awaiting-details": "muted",
  requested: "warning",
  approved: "accent",
  paid: "success",
  rejected: "danger",
} as const;
export const riskTones = { none: "success", review: "warning", high: "danger" } as const;
export const referralTones = {
  pending: "muted",
  flagged: "warning",
  credited: "success",
  rejected: "danger",
} as const;
export const callTones = {
  booked: "accent",
  cancelled: "muted",
  "no-show": "danger",
} as const satisfies Record<BookingStatus, BadgeTone>;
