import { limits } from "#contract/rules.ts";

/** Words every account form shares: the field limits the server enforces and the form notes. */

/** Field lengths of the account forms, as the server validates them. */
export const fieldLimits = limits;

/** The server's rule for new passwords, shown under every new-password field. */
export const newPasswordHint = `At least ${fieldLimits.passwordMin} characters. A short phrase works well.`;

export const requiredNote = "Fields marked * are required.";
