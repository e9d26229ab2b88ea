/**
 * An administrator: users.role is "admin". An address in ADMIN_EMAILS only gets there by proving
 * control of the mailbox (see server/auth/admin-confirmation.ts), or by `npm run admin -- grant`.
 */
export function isAdmin(user: { role: string }) {
  return user.role === "admin";
}
