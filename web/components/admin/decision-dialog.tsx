import type { AdminReferral, ReferralDecision } from "#contract/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { referralsContent as text } from "#web/content/admin-referrals.ts";
import { request } from "#web/lib/api.ts";

export type Pending = { referral: AdminReferral; decision: ReferralDecision };

/** Asks before a decision: approving credits the referrer, rejecting is final. */
export function DecisionDialog({
  pending: { referral, decision },
  onClose,
  onDecided,
  onStale,
}: {
  pending: Pending;
  onClose: () => void;
  onDecided: (message: string) => void;
  /** Someone else decided first (409): the list behind is out of date. */
  onStale: () => void;
}) {
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
      if (!result.ok) {
        if (result.status === 409) onStale();
        return { message: `❌ ${result.message ?? text.dialog.failed}` };
      }
      onDecided(
        decision === "approve"
          ? text.dialog.approve.done(referrer, result.data.points)
          : text.dialog.reject.done(referrer),
      );
      return null;
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={words.title}
      description={
        decision === "approve"
          ? text.dialog.approve.lead(referrer, referral.referredName, referral.points)
          : text.dialog.reject.lead(referrer, referral.referredName)
      }
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <Button
            variant={decision === "reject" ? "danger" : "primary"}
            onClick={decide}
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {words.confirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {text.dialog.cancel}
          </Button>
        </div>
        <Feedback message={message} />
      </div>
    </Dialog>
  );
}
