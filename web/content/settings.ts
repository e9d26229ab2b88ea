/**
 * Words of the settings page (/settings) and its three panels, apart from account.ts so the other
 * account pages do not carry them.
 */
export const settingsCopy = {
  meta: {
    title: "Account settings",
    description: "Change your password, log out on every device or delete your account.",
  },
  eyebrow: "Settings",
  title: "Account settings",
  lead: "Change your password, end your sessions on other devices, or close your account for good.",
  password: {
    title: "Change your password",
    lead: "Enter your current password, then the new one twice.",
    current: "Current password",
    next: "New password",
    confirm: "Repeat the new password",
    submit: "Change Password",
  },
  delete: {
    title: "Delete your account",
    lead: "This removes your account, your points and your referral link for good. It cannot be undone.",
    password: "Your password",
    submit: "Delete Account",
    dialogTitle: "Delete your account?",
    dialogLead: "Your points and your referral link go with it. This cannot be undone.",
    confirmButton: "Delete My Account",
    cancel: "Keep My Account",
  },
  everywhere: {
    title: "Log out everywhere",
    lead: "Ends every session of your account: this browser, your phone and any other device. Use it after logging in on a shared computer, or if you think someone else has your password.",
    submit: "Log Out Everywhere",
    dialogTitle: "Log out on every device?",
    dialogLead:
      "Every device that is logged in to your account, this one included, needs your password again.",
    confirmButton: "Log Out Everywhere",
    cancel: "Stay Logged In",
  },
} as const;
