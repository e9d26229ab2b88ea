import { bindAll } from "#server/use-cases.ts";
import { queueConfirmationLink, resendVerification, verifyEmail } from "./email-confirmation.ts";
import { login, logout, logoutEverywhere } from "./login.ts";
import { checkResetLink, queueResetLink, resetPassword } from "./password-reset.ts";
import { verifyAgainstDummy } from "./passwords.ts";
import type { AuthDeps } from "./rules.ts";
import { signup } from "./sign-up.ts";

/**
 * The account's use cases, each in the file named after it (sign-up, login, email-confirmation,
 * password-reset), given one set of dependencies: what the auth routes and the intake worker call.
 */
export function createAuthService(deps: AuthDeps) {
  // Prepares the dummy hash now, so the first login for an unknown address is not slower.
  void verifyAgainstDummy("");
  return bindAll(deps, {
    signup,
    login,
    logout,
    logoutEverywhere,
    verifyEmail,
    resendVerification,
    queueConfirmationLink,
    queueResetLink,
    checkResetLink,
    resetPassword,
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
