import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The 10,000 most common passwords of the ranked list that zxcvbn-ts ships (compiled from
 * public breach corpora). Compared without regard to case: "Password1" is as weak as
 * "password1".
 */
const commonPasswords = new Set(dictionary.passwords.slice(0, 10_000));

export const COMMON_PASSWORD_COUNT = commonPasswords.size;

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase()) || commonPasswords.has(password);
}
