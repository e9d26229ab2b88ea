/**
 * What the login page says about how the last session ended. Apart from account.ts because the
 * admin area ends sessions the same way and loads none of the account area's other words.
 */
export const sessionMessages = {
  ended: "❌ Your session has ended. Log in again to continue.",
  loggedOut: "✅ You are logged out.",
  logoutUnconfirmed:
    "❌ You are logged out on this device, but our server did not confirm it. To be sure, log in again and use Log Out Everywhere in Settings.",
} as const;
