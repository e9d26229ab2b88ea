import type { AdminCall } from "#contract/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { callsContent as text } from "#web/content/admin-calls.ts";
import { request } from "#web/lib/api.ts";
import { ActionDialog, type RowActionProps, refusedAction } from "./action-dialog.tsx";
import { formatDateTime } from "./format.ts";

/** A call and what is asked of it: cancel it, or mark it a no-show. */
export type AskedCall = { call: AdminCall; action: "cancel" | "noShow" };

/**
 * Asks before changing a booked call: cancelling tells the visitor and the consultant and cannot
 * be undone; a no-show moves the lead to Lost. Both use the calls' admin routes, audited.
 */
export function CallDialog({
  asked: { call, action },
  onClose,
  onDone,
  onStale,
}: RowActionProps<AskedCall>) {
  const { message, busy, run } = useFormAction();
  const words = text.dialog[action];
  const when = formatDateTime(call.start);

  function confirm() {
    void run(async () => {
      const path = action === "cancel" ? "cancel" : "no-show";
      const result = await request<AdminCall>("POST", `/admin/calls/${call.id}/${path}`);
      if (!result.ok) return refusedAction(result, text.dialog.failed, onStale);
      onDone(words.done(call.name));
      return null;
    });
  }

  return (
    <ActionDialog
      title={words.title}
      description={words.lead(call.name, when)}
      onClose={onClose}
      confirm={
        <Button variant={action === "cancel" ? "danger" : "primary"} onClick={confirm} busy={busy}>
          {words.confirm}
        </Button>
      }
      cancel={text.dialog.keep}
      message={message}
    />
  );
}
