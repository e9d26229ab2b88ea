import type { AdminReferral, ReferralDecision } from "#contract/admin.ts";
import { referralsContent as text } from "#web/content/admin-referrals.ts";
import { request } from "#web/lib/api.ts";
import { ConfirmDialog, type RowActionProps } from "./action-dialog.tsx";

export type Pending = { referral: AdminReferral; decision: ReferralDecision };

/** Asks before a decision: approving credits the referrer, rejecting is final. */
export function DecisionDialog({
  asked: { referral, decision },
  ...props
}: RowActionProps<Pending>) {
  const referrer = referral.referrerName;
  return (
    <ConfirmDialog
      {...props}
      title={text.dialog[decision].title}
      description={
        decision === "approve"
          ? text.dialog.approve.lead(referrer, referral.referredName, referral.points)
          : text.dialog.reject.lead(referrer, referral.referredName)
      }
      confirm={text.dialog[decision].confirm}
      danger={decision === "reject"}
      cancel={text.dialog.cancel}
      failed={text.dialog.failed}
      send={() =>
        request<AdminReferral>("POST", `/admin/referrals/${referral.id}/decision`, { decision })
      }
      done={(decided) =>
        decision === "approve"
          ? text.dialog.approve.done(referrer, decided.points)
          : text.dialog.reject.done(referrer)
      }
    />
  );
}
