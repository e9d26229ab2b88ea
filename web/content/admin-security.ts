/** Words of the admin area's security log (/admin/security). */
export const securityContent = {
  meta: {
    title: "Security log",
    description:
      "Logins, failed logins, rate limits, password changes and administrator actions, newest first.",
  },
  title: "Security log",
  lead: "Logins, failed attempts, rate limits, password and session changes and administrator actions, newest first. Times are Karachi time; the date filter counts whole days in UTC.",
  searchLabel: "E-mail or IP address",
  placeholder: "Part of an e-mail, or an exact IP address",
  kindLabel: "Event",
  allKinds: "All events",
  from: "From",
  to: "To",
  caption: "Security events",
  noun: "events",
  empty: "No events match these filters.",
  columns: {
    at: "Time",
    kind: "Event",
    account: "Account",
    ip: "IP address",
    userAgent: "Browser",
    detail: "Detail",
  },
} as const;
