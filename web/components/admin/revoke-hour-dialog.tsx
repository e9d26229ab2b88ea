import type { AccountHours } from "#contract/consultancy-hours.ts";
import { consultancyHourLimits } from "#contract/rules.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountHoursWords as text } from "#web/content/admin-account.ts";
import { request } from "#web/lib/api.ts";
import { ActionDialog, type RowActionProps, refusedAction } from "./action-dialog.tsx";

/** An unlocked hour of an account, and the account, whose revocation is asked. */
export type AskedRevocation = {
  account: AccountHours["account"];
  hour: AccountHours["unlocked"][number];
};

/** Asks before revoking an hour: its referrals stop counting, and the reason is kept. */
export function RevokeHourDialog({
  asked: { account, hour },
  onClose,
  onDone,
  onStale,
}: RowActionProps<AskedRevocation>) {
  const form = useFormAction();
  const onSubmit = form.handleSubmit(async ({ value }) => {
    const result = await request<AccountHours>(
      "POST",
      `/admin/users/${encodeURIComponent(account.id)}/consultancy-hours/revocations`,
      { referrals: hour.referrals.map((referral) => referral.id), reason: value("reason") },
    );
    if (!result.ok) return refusedAction(result, text.revoke.failed, onStale);
    onDone(text.revoke.done(hour.number, account.name));
    return null;
  });
  return (
    <ActionDialog
      title={text.revoke.title(hour.number)}
      description={text.revoke.lead(account.name, hour.referrals.length)}
      onClose={onClose}
      onSubmit={onSubmit}
      confirm={
        <Button type="submit" variant="danger" busy={form.busy}>
          {text.revoke.confirm}
        </Button>
      }
      cancel={text.revoke.cancel}
      message={form.message}
      messageId={form.messageId}
    >
      <Field
        as="textarea"
        label={text.revoke.reason}
        hint={text.revoke.reasonHint}
        name="reason"
        rows={3}
        required
        maxLength={consultancyHourLimits.reason}
        error={form.errorFor("reason")}
      />
    </ActionDialog>
  );
}

/** A card of the account page, named by its heading. */
