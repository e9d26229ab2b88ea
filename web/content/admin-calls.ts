import { callFilterLabels, callFilters } from "#contract/admin-fields.ts";

/** Words of the admin area's calls list, the agenda of booked calls (/admin/calls). */
export const callsContent = {
  meta: {
    title: "Calls",
    description:
      "Booked calls, soonest first: when (Karachi time), with whom, the visitor and their lead; cancel or mark a no-show.",
  },
  title: "Calls",
  lead: "The agenda of booked calls, in Karachi time, soonest first. Cancelling frees the time and tells both sides; a call whose time has come can be marked a no-show, which moves its lead to Lost.",
  search: { label: "Search calls", placeholder: "Visitor's name, e-mail or company" },
  table: {
    caption: "Calls",
    noun: "calls",
    empty: "No calls match this search.",
    columns: ["When (Karachi)", "Visitor", "Call", "Status", "Actions"],
  },
  status: { label: "Show", values: callFilters, labels: callFilterLabels },
  /** The link from a call to the lead it became. */
  leadLink: (id: number) => `Lead #${id}`,
  cancel: "Cancel",
  noShow: "No-show",
  cancelLabel: (name: string) => `Cancel the call with ${name}`,
  noShowLabel: (name: string) => `Mark the call with ${name} a no-show`,
  dialog: {
    cancel: {
      title: "Cancel this call?",
      lead: (name: string, when: string) =>
        `The call with ${name} on ${when} (Karachi time) is cancelled: the time is freed, and ${name} and the consultant get a cancellation with its calendar update. This cannot be undone.`,
      confirm: "Cancel the Call",
      done: (name: string) => `✅ Cancelled: the call with ${name}. Both sides are told.`,
    },
    noShow: {
      title: "Mark this call a no-show?",
      lead: (name: string, when: string) =>
        `${name} did not join the call on ${when} (Karachi time). Its lead moves to Lost, with the reason, while it was still in Call booked.`,
      confirm: "Mark No-show",
      done: (name: string) => `✅ Marked a no-show: the call with ${name}.`,
    },
    keep: "Keep It",
    failed: "The change could not be saved. Try again.",
  },
} as const;
