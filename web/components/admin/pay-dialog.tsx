import type { FormEvent } from "react";
import type { AdminRedemption } from "#contract/admin.ts";
import { adminLimits } from "#contract/admin-fields.ts";
import { formatNumber } from "#web/components/admin/format.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { request } from "#web/lib/api.ts";
import { ActionDialog, type RowActionProps } from "./action-dialog.tsx";

/** Confirms a payout with an optional note (how and when it was paid). */
export function PayDialog({
  redemption,
  onClose,
  onDone,
}: RowActionProps & { redemption: AdminRedemption }) {
  const form = useFormAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get("note") ?? "");
    void form.run(async () => {
      const result = await request<AdminRedemption>(
        "POST",
        `/admin/redemptions/${redemption.id}/pay`,
        { note },
      );
      if (!result.ok)
        return {
          message: `❌ ${result.message ?? "The payout could not be saved. Try again."}`,
          field: result.field,
        };
      onDone(
        `✅ Marked paid: PKR ${formatNumber(redemption.pkr)} to ${redemption.userName}. They see it as paid in their points history.`,
      );
      return null;
    });
  }

  return (
    <ActionDialog
      title="Mark as paid"
      description={`PKR ${formatNumber(redemption.pkr)} for ${formatNumber(redemption.points)} points, to ${redemption.userName} (${redemption.userEmail}).`}
      onClose={onClose}
      onSubmit={onSubmit}
      confirm={
        <Button type="submit" aria-disabled={form.busy || undefined}>
          Confirm Payment
        </Button>
      }
      cancel="Cancel"
      message={form.message}
      messageId={form.messageId}
    >
      <Field
        as="textarea"
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={adminLimits.note}
        placeholder="For example: bank transfer, reference number"
        error={form.errorFor("note")}
      />
    </ActionDialog>
  );
}
