/** Words of the admin area's security log (/admin/security). */
export const securityContent = {
  meta: {
    title: "Security log",
    description:
      "Logins, failed logins, rate limits, password changes and administrator actions, newest first.",
  },
  title: "Security log",
  lead: "Logins, failed attempts, rate limits, password and session changes and administrator actions, newest first. Times are Karachi time; the date filter counts whole days in Karachi time too.",
  search: {
    label: "E-mail or IP address",
    placeholder: "Part of an e-mail, or an exact IP address",
  },
  kindLabel: "Event",
  allKinds: "All events",
  from: "From",
  to: "To",
  /** The table: its caption, what its rows are, the line when empty, its columns in order. */
  table: {
    caption: "Security events",
    noun: "events",
    empty: "No events match these filters.",
    columns: ["Time", "Event", "Account", "What happened", "IP address", "Browser"],
  },
} as const;
