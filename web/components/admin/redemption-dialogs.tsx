import { type FormEvent, useEffect, useState } from "react";
import type { AdminRedemption, AdminRedemptionDetail } from "#contract/admin.ts";
import { adminLimits, rejectPointsChoices, rejectPointsLabels } from "#contract/admin-fields.ts";
import { payoutMethodLabels } from "#contract/payout.ts";
import { formatNumber } from "#web/components/admin/format.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { request } from "#web/lib/api.ts";
import { ActionDialog, type RowActionProps } from "./action-dialog.tsx";

export type RedemptionDecision = "approve" | "reject" | "pay";
export type AskedDecision = { redemption: AdminRedemption; decision: RedemptionDecision };

const amountOf = (redemption: AdminRedemption) =>
  `PKR ${formatNumber(redemption.pkr)} for ${formatNumber(redemption.points)} points, to ${redemption.userName} (${redemption.userEmail})`;

const words = {
  approve: {
    title: "Approve this payout",
    confirm: "Approve Payout",
    done: (r: AdminRedemption) =>
      `✅ Approved: PKR ${formatNumber(r.pkr)} to ${r.userName}. Pay it, then mark it paid with the reference.`,
  },
  reject: {
    title: "Reject this payout",
    confirm: "Reject Payout",
    done: (r: AdminRedemption) =>
      `✅ Rejected: ${r.userName}'s redemption of ${formatNumber(r.points)} points. They have been e-mailed the reason.`,
  },
  pay: {
    title: "Mark as paid",
    confirm: "Confirm Payment",
    done: (r: AdminRedemption) =>
      `✅ Marked paid: PKR ${formatNumber(r.pkr)} to ${r.userName}. They were e-mailed a receipt with the reference.`,
  },
} as const;

/** The lines the member's e-mail quotes: a rejection's reason, a payment's reference. */
const lineFields = {
  reason: {
    label: "Reason (the member reads it)",
    hint: "One line, for example: Several referrals came from one private mail domain.",
  },
  reference: {
    label: "Transaction reference",
    hint: "As your bank or wallet shows it; the member's receipt quotes it.",
  },
} as const;

/** One of those lines: required, and as long as the server takes it (the contract's `line`). */
function LineField({ name, error }: { name: keyof typeof lineFields; error: string | undefined }) {
  return (
    <Field {...lineFields[name]} name={name} required maxLength={adminLimits[name]} error={error} />
  );
}

/**
 * The payout account in full, fetched only for the dialog that pays it (lists show it masked).
 */
function usePayoutAccount(id: number, wanted: boolean) {
  const [account, setAccount] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void request<AdminRedemptionDetail>("GET", `/admin/redemptions/${id}`).then((result) => {
      if (live) setAccount(result.ok ? result.data.payoutAccount : null);
    });
    return () => {
      live = false;
    };
  }, [id, wanted]);
  return account;
}

/** Approve, reject (with a reason, returning or forfeiting the points) or pay (with a reference). */
export function RedemptionDialog({ asked, onClose, onDone }: RowActionProps<AskedDecision>) {
  const { redemption, decision } = asked;
  const form = useFormAction();
  const text = words[decision];
  const account = usePayoutAccount(redemption.id, decision === "pay");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body =
      decision === "approve"
        ? {}
        : decision === "reject"
          ? { reason: String(data.get("reason") ?? ""), points: String(data.get("points") ?? "") }
          : {
              reference: String(data.get("reference") ?? ""),
              note: String(data.get("note") ?? ""),
            };
    void form.run(async () => {
      const result = await request<AdminRedemptionDetail>(
        "POST",
        `/admin/redemptions/${redemption.id}/${decision}`,
        body,
      );
      if (!result.ok)
        return {
          message: `❌ ${result.message ?? "The decision could not be saved. Try again."}`,
          field: result.field,
        };
      onDone(text.done(redemption));
      return null;
    });
  }

  const method = redemption.payout ? payoutMethodLabels[redemption.payout.method] : null;
  return (
    <ActionDialog
      title={text.title}
      description={`${amountOf(redemption)}.`}
      onClose={onClose}
      onSubmit={onSubmit}
      confirm={
        <Button
          type="submit"
          variant={decision === "reject" ? "secondary" : "primary"}
          aria-disabled={form.busy || undefined}
        >
          {text.confirm}
        </Button>
      }
      cancel="Cancel"
      message={form.message}
      messageId={form.messageId}
    >
      {decision === "approve" && (
        <p className="text-[0.9375rem] text-slate-700">
          {method
            ? `It will be paid to ${method}, ${redemption.payout?.account}: the account is fixed now, so a later change of the member's details does not redirect it.`
            : "The member has not given payout details yet."}
          {redemption.risk.level !== "none" &&
            ` Evidence to weigh: ${redemption.risk.reasons.map((reason) => reason.text).join(" ")}`}
        </p>
      )}
      {decision === "reject" && (
        <>
          <LineField name="reason" error={form.errorFor("reason")} />
          <Field as="select" label="Points" name="points" required error={form.errorFor("points")}>
            {rejectPointsChoices.map((value) => (
              <option key={value} value={value}>
                {rejectPointsLabels[value]}
              </option>
            ))}
          </Field>
        </>
      )}
      {decision === "pay" && (
        <>
          <p className="text-[0.9375rem] text-slate-700">
            {account === undefined
              ? "Loading the payout account…"
              : account === null
                ? "The payout account could not be loaded. Close and try again."
                : `Pay to ${method ?? "the approved method"}: `}
            {account && (
              <strong className="font-semibold [overflow-wrap:anywhere] text-ink-900">
                {account}
              </strong>
            )}
          </p>
          <LineField name="reference" error={form.errorFor("reference")} />
          <Field
            as="textarea"
            label="Note (optional)"
            name="note"
            rows={2}
            maxLength={adminLimits.note}
            error={form.errorFor("note")}
          />
        </>
      )}
    </ActionDialog>
  );
}
