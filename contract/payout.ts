/**
 * Where a member's PKR goes: a mobile wallet (JazzCash, Easypaisa) or a Pakistani bank account.
 * Plain values and checks, free of zod, so the payout-details form runs the same checks.
 */
import { choices } from "./choices.ts";

export const { values: payoutMethodKinds, labels: payoutMethodLabels } = choices({
  jazzcash: "JazzCash",
  easypaisa: "Easypaisa",
  bank: "Bank account (IBAN)",
});
export type PayoutMethodKind = (typeof payoutMethodKinds)[number];

/** The longest account title, and wallet number and IBAN as typed (spaces and dashes included). */
export const payoutLimits = { accountTitle: 100, wallet: 20, iban: 40 } as const;

/**
 * A Pakistani mobile number as wallets use it, normalised to 03XXXXXXXXX: spaces and dashes go,
 * +92 / 0092 / 92 become 0. Null when it is not one.
 */
export function normaliseWallet(input: string): string | null {
  let digits = input.replace(/[\s-]/g, "");
  if (digits.startsWith("+92")) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith("0092")) digits = `0${digits.slice(4)}`;
  else if (/^92\d{10}$/.test(digits)) digits = `0${digits.slice(2)}`;
  return /^03\d{9}$/.test(digits) ? digits : null;
}

/**
 * A Pakistani IBAN, normalised to upper case without spaces: PK, 2 check digits, a 4-letter
 * bank code and 16 digits (24 characters), whose ISO 13616 mod-97 check holds. Null otherwise.
 */
export function normaliseIban(input: string): string | null {
  return ibanIssue(input) === null ? input.replace(/\s/g, "").toUpperCase() : null;
}

/**
 * What is wrong with an IBAN, completing "IBAN: …" (server and form alike): its shape, or, when
 * the shape is right, its check digits (a mistyped digit); null when it is a valid Pakistani IBAN.
 */
export function ibanIssue(input: string): string | null {
  const iban = input.replace(/\s/g, "").toUpperCase();
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return ibanProblem;
  return hasValidCheckDigits(iban) ? null : ibanChecksumProblem;
}

/** The ISO 13616 mod-97 check. */
function hasValidCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** What a list shows of an account: its last four characters. */
export const maskAccount = (account: string) =>
  account.length <= 4 ? "••••" : `•••• ${account.slice(-4)}`;

/** What is wrong with a number, completing "Wallet number: …" and "IBAN: …" (server and form). */
export const walletProblem = "must be a Pakistani mobile number like 0300 1234567.";
export const ibanChecksumProblem =
  "The check digits don't match: a digit is probably mistyped. Please copy it again from your bank's app.";
export const ibanProblem =
  "is not a valid Pakistani IBAN: 24 characters, PK, 2 check digits, the bank's 4 letters and 16 digits. Please copy it from your bank's app.";
