import Bowser from "bowser";
import type { SecurityEventKind } from "#contract/admin-fields.ts";
import { leadStatusLabels } from "#contract/admin-fields.ts";
import { type PayoutMethodKind, payoutMethodLabels } from "#contract/payout.ts";

/**
 * The security log in an administrator's words: what happened ("Marked payout #12 paid: PKR 100
 * to Ali Khan") and with what ("Chrome on Android"), from what the audit row stored. The raw
 * agent and detail stay in the row for whoever needs them.
 */

type Detail = Record<string, string | number | boolean>;

/** "Chrome on Windows", "Safari on iOS", "curl"; null when nothing was sent. */
export function describeAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const os = parser.getOSName();
  if (browser && os) return `${browser} on ${os}`;
  if (browser) return browser;
  // A script or a tool: its own name ("curl/8.5.0" → "curl").
  const tool = /^([A-Za-z][\w.-]{0,30})(?:\/|$)/.exec(userAgent)?.[1];
  return tool ?? "Unknown browser";
}

const text = (value: unknown) => (value === undefined ? "" : String(value));
const pkr = (value: unknown) => `PKR ${Number(value).toLocaleString("en-US")}`;

/** "Marked payout #12 paid: PKR 100 to Ali Khan", from the action the admin hook recorded. */
function describeAdminAction(detail: Detail): string {
  const action = text(detail.action);
  const id = text(detail.id);
  const payout = (verb: string, after = "") =>
    `${verb} payout #${id}${after}${detail.pkr !== undefined ? `: ${pkr(detail.pkr)}` : ""}${
      detail.member ? ` to ${detail.member}` : ""
    }`;
  const exported = /^GET \/api\/admin\/([\w-]+)\.csv$/.exec(action)?.[1];
  if (exported) {
    const what: Record<string, string> = {
      leads: "contact messages",
      subscribers: "newsletter subscribers",
      insights: "visit statistics",
      redemptions: "approved payouts",
    };
    return `Exported ${what[exported] ?? exported} as CSV`;
  }
  switch (action) {
    case "POST /api/admin/redemptions/:id/approve":
      return payout("Approved");
    case "POST /api/admin/redemptions/:id/pay":
      return payout("Marked", " paid");
    case "POST /api/admin/redemptions/:id/reject":
      return `${payout("Rejected")}${
        detail.points === "forfeit"
          ? ", points forfeited"
          : detail.points === "return"
            ? ", points returned"
            : ""
      }`;
    case "PATCH /api/admin/leads/:id": {
      const stage = leadStatusLabels[text(detail.status) as keyof typeof leadStatusLabels];
      return `Moved lead #${id} to ${stage ?? text(detail.status)}`;
    }
    case "POST /api/admin/leads/:id/notes":
      return `Added a note to lead #${id}`;
    case "PUT /api/admin/leads/:id/follow-up":
      return `Changed the follow-up date of lead #${id}`;
    case "POST /api/admin/calls/:id/cancel":
      return `Cancelled booked call #${id}`;
    case "POST /api/admin/calls/:id/no-show":
      return `Marked booked call #${id} a no-show`;
    case "POST /api/admin/users/:id/consultancy-hours/revocations":
      return `Revoked a consultancy hour of ${detail.member ? text(detail.member) : `account ${id}`}${
        detail.referrals ? ` (referrals #${text(detail.referrals).split(", ").join(", #")})` : ""
      }${detail.reason ? `: ${text(detail.reason)}` : ""}`;
    case "POST /api/admin/referrals/:id/decision":
      return `${detail.decision === "approve" ? "Approved" : "Rejected"} held referral #${id}`;
    default:
      return action ? `Used ${action}` : "Administrator action";
  }
}

/** The event's particulars as a sentence; "" when the kind says it all. */
export function describeEvent(kind: SecurityEventKind, detail: Detail): string {
  switch (kind) {
    case "admin-action":
      return describeAdminAction(detail);
    case "rate-limited":
      return `Too many requests to ${text(detail.path) || "the site"}${
        typeof detail.refused === "number" && detail.refused > 1
          ? ` (refusal number ${detail.refused} in this window)`
          : ""
      }`;
    case "admin-refused":
      return `A visitor's account asked for ${text(detail.path) || "the admin area"}`;
    case "login-throttled":
      return `Logins paused for ${Math.ceil(Number(detail.retryAfterSeconds ?? 0) / 60)} minutes (${
        detail.reason === "client"
          ? "too many failures from this client"
          : detail.reason === "address"
            ? "too many failures for this account"
            : "too many failures"
      })`;
    case "logout-everywhere":
      return `${Number(detail.ended ?? 0)} other ${Number(detail.ended) === 1 ? "session" : "sessions"} ended`;
    case "session-expired":
      return `Idle for ${Number(detail.idleMinutes ?? 0)} minutes`;
    case "signup":
      return detail.referred ? "Through a referral link" : "";
    case "payout-method-changed":
      return detail.method
        ? `Set to ${payoutMethodLabels[text(detail.method) as PayoutMethodKind] ?? text(detail.method)}`
        : "";
    case "payout-password-failed":
      return detail.burst
        ? `${Number(detail.failures ?? 0)} failures in 15 minutes: the member was e-mailed`
        : "";
    case "admin-granted":
    case "admin-revoked":
      return detail.via ? `By ${text(detail.via)}` : "";
    default:
      return "";
  }
}
