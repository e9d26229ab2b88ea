import type { AdminCall } from "#contract/admin.ts";
import { callsContent as text } from "#web/content/admin-calls.ts";
import { request } from "#web/lib/api.ts";
import { ConfirmDialog, type RowActionProps } from "./action-dialog.tsx";
import { formatDateTime } from "./format.ts";

/** A call and what is asked of it: cancel it, or mark it a no-show. */
export type AskedCall = { call: AdminCall; action: "cancel" | "noShow" };

/**
 * Asks before changing a booked call: cancelling tells the visitor and the consultant and cannot
 * be undone; a no-show moves the lead to Lost. Both use the calls' admin routes, audited.
 */
export function CallDialog({ asked: { call, action }, ...props }: RowActionProps<AskedCall>) {
  const words = text.dialog[action];
  const path = action === "cancel" ? "cancel" : "no-show";
  return (
    <ConfirmDialog
      {...props}
      title={words.title}
      description={words.lead(call.name, formatDateTime(call.start))}
      confirm={words.confirm}
      danger={action === "cancel"}
      cancel={text.dialog.keep}
      failed={text.dialog.failed}
      send={() => request<AdminCall>("POST", `/admin/calls/${call.id}/${path}`)}
      done={() => words.done(call.name)}
    />
  );
}
