/**
 * Words of an account's page in the admin area (/admin/users/:id): its consultancy hours, the
 * referrals that unlocked each, and revoking one. The list it is reached from is Accounts
 * (admin-nav.ts), and the page says "account", never another name for it.
 */
export const accountHoursWords = {
  meta: {
    title: "Account",
    description: "One account's consultancy hours and the referrals that unlocked them.",
  },
  eyebrow: "Account",
  notFound: "Account not found",
  noAddress: "No address (deleted account)",
  joined: (day: string) => `joined ${day}`,
  title: "Consultancy hours",
  lead: (every: number) =>
    `Every ${every} credited referrals unlock one hour; a referral that is no longer credited stops counting. Revoke an hour whose referrals turn out to be a farm: they stop counting, and a call already booked on it stays booked.`,
  figures: {
    credited: "Credited referrals counted",
    unlocked: "Unlocked",
    booked: "Booked",
    used: "Used",
    available: "Left to book",
    revoked: "Revoked",
  },
  callsTitle: "Calls on these hours",
  call: (consultant: string, state: "booked" | "used") =>
    `with ${consultant}: ${state === "booked" ? "booked" : "used"}`,
  unlockedTitle: "Unlocked hours and their referrals",
  noneUnlocked: "No hour unlocked: not enough credited referrals count.",
  hour: (number: number) => `Hour ${number}`,
  towardTitle: "Toward the next hour",
  referral: (id: number) => `Referral #${id}`,
  credited: (day: string) => `credited ${day}`,
  revokedTitle: "Revoked hours",
  revokedBy: (by: string) => `Revoked by ${by}`,
  revoke: {
    button: (number: number) => `Revoke hour ${number}`,
    title: (number: number) => `Revoke hour ${number}`,
    lead: (name: string, count: number) =>
      `${name} loses this hour: its ${count} referrals stop counting toward consultancy hours (their points are not touched). The reason is kept on this page and in the security log.`,
    reason: "Reason",
    reasonHint: "For example: three accounts from one catch-all domain.",
    confirm: "Revoke Hour",
    cancel: "Cancel",
    done: (number: number, name: string) => `✅ Hour ${number} of ${name} revoked.`,
    failed: "The hour could not be revoked. Reload the page and try again.",
  },
} as const;
