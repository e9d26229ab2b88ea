import type { AdminReferral, ReferralDecision } from "#contract/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { referralsContent as text } from "#web/content/admin-referrals.ts";
import { request } from "#web/lib/api.ts";
import { ActionDialog, type RowActionProps, refusedAction } from "./action-dialog.tsx";

export type Pending = { referral: AdminReferral; decision: ReferralDecision };

/** Asks before a decision: approving credits the referrer, rejecting is final. */
export function DecisionDialog({
  asked: { referral, decision },
  onClose,
  onDone,
  onStale,
}: RowActionProps<Pending>) {
  const { message, busy, run } = useFormAction();
  const words = text.dialog[decision];
  const referrer = referral.referrerName;

  function decide() {
    void run(async () => {
      const result = await request<AdminReferral>(
        "POST",
        `/admin/referrals/${referral.id}/decision`,
        { decision },
      );
      if (!result.ok) return refusedAction(result, text.dialog.failed, onStale);
      onDone(
        decision === "approve"
          ? text.dialog.approve.done(referrer, result.data.points)
          : text.dialog.reject.done(referrer),
      );
      return null;
    });
  }

  return (
    <ActionDialog
      title={words.title}
      description={
        decision === "approve"
          ? text.dialog.approve.lead(referrer, referral.referredName, referral.points)
          : text.dialog.reject.lead(referrer, referral.referredName)
      }
      onClose={onClose}
      confirm={
        <Button variant={decision === "reject" ? "danger" : "primary"} onClick={decide} busy={busy}>
          {words.confirm}
        </Button>
      }
      cancel={text.dialog.cancel}
      message={message}
    />
  );
}
