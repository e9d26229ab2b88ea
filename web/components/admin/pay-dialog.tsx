import { type FormEvent, useId, useState } from "react";
import type { AdminRedemption } from "#contract/admin.ts";
import { adminLimits } from "#contract/admin-fields.ts";
import { formatNumber } from "#web/components/admin/format.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { request } from "#web/lib/api.ts";

/** Confirms a payout with an optional note (how and when it was paid). */
export function PayDialog({
  redemption,
  onClose,
  onPaid,
}: {
  redemption: AdminRedemption;
  onClose: () => void;
  onPaid: (message: string) => void;
}) {
  const noteId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const note = String(new FormData(event.currentTarget).get("note") ?? "");
    const result = await request<AdminRedemption>(
      "POST",
      `/admin/redemptions/${redemption.id}/pay`,
      { note },
    );
    setBusy(false);
    if (!result.ok) {
      setMessage(`❌ ${result.message ?? "The payout could not be saved. Try again."}`);
      return;
    }
    onPaid(
      `✅ Marked paid: PKR ${formatNumber(redemption.pkr)} to ${redemption.userName}. They see it as paid in their points history.`,
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Mark as paid"
      description={`PKR ${formatNumber(redemption.pkr)} for ${formatNumber(redemption.points)} points, to ${redemption.userName} (${redemption.userEmail}).`}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <div>
          <label htmlFor={noteId} className="block text-[0.9375rem] font-semibold text-ink-900">
            Note (optional)
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            maxLength={adminLimits.note}
            placeholder="For example: bank transfer, reference number"
            className="mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-slate-500 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-500"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" aria-disabled={busy || undefined}>
            Confirm Payment
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
        <Feedback message={message} />
      </form>
    </Dialog>
  );
}
