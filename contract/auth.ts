import { z } from "zod";
import { email, name, password, text } from "./fields.ts";
import { limits } from "./rules.ts";
import { User } from "./user.ts";

/**
 * Optional, case-insensitive. An empty string means "no code", so a form can always send the
 * field.
 */
export const referralCode = text()
  .trim()
  .toUpperCase()
  .max(limits.referralCode, `must be at most ${limits.referralCode} characters.`)
  .optional()
  .transform((value) => value || undefined);

export const SignupBody = z.strictObject({
  name,
  email,
  password,
  referralCode,
});
export type SignupBody = z.input<typeof SignupBody>;

export const LoginBody = z.strictObject({
  email,
  /** Only presence is checked at login: older accounts may predate today's rules. */
  password: text().min(1, "is required.").max(256, "must be at most 256 characters."),
});
export type LoginBody = z.input<typeof LoginBody>;

export const LoginResponse = z.object({
  /** HS256 JWT; its `exp` claim (seconds) is when the session ends. */
  token: z.string(),
  user: User,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ForgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.strictObject({
  /** The `token` query parameter of the link in the reset e-mail. */
  token: text().trim().min(1, "is required.").max(128, "is not valid."),
  password,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** The reset page's check of its link on load: the token alone, nothing is changed. */
export const ResetLinkBody = ResetPasswordBody.pick({ token: true });
export type ResetLinkBody = z.input<typeof ResetLinkBody>;

export const VerifyEmailBody = z.strictObject({
  /** The `token` query parameter of the link in the confirmation e-mail. */
  token: text().trim().min(1, "is required.").max(128, "is not valid."),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/** Takes no input: `{}`, an empty body or none at all. */
export const EmptyBody = z.strictObject({}).nullish();
