import type { ReactNode } from "react";
import { Link } from "react-router";
import { Field, type InputFieldProps } from "#web/components/ui/field.tsx";
import { fieldLimits, newPasswordHint } from "#web/content/form-words.ts";

/** The account's address, as every account form asks for it. */
export function EmailField(props: Omit<InputFieldProps, "label" | "name" | "type">) {
  return (
    <Field
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={fieldLimits.email}
      {...props}
    />
  );
}

const passwordPurposes = {
  /** The password the account has now. */
  current: { autoComplete: "current-password", maxLength: fieldLimits.passwordMax },
  /** A new password, with the server's rule for it below. */
  new: {
    autoComplete: "new-password",
    minLength: fieldLimits.passwordMin,
    maxLength: fieldLimits.passwordMax,
    hint: newPasswordHint,
  },
  /** The new password typed again: the rule was said once already. */
  repeat: {
    autoComplete: "new-password",
    minLength: fieldLimits.passwordMin,
    maxLength: fieldLimits.passwordMax,
  },
} as const;

/**
 * A required password field (with Field's show toggle); its purpose sets the browser's
 * autocomplete (so password managers fill or suggest the right one) and the length limits.
 */
export function PasswordField({
  purpose,
  ...props
}: Omit<InputFieldProps, "type"> & { purpose: keyof typeof passwordPurposes }) {
  return <Field type="password" required {...passwordPurposes[purpose]} {...props} />;
}

/**
 * The line under the login and sign-up forms that points to the other one ("New here? Sign up").
 * Kept with the fields both forms ask for, in their chunk: a module of its own would join the
 * sign-up form's chunk, which the login page would then load.
 */
export function SwitchPrompt({
  prompt,
  to,
  children,
}: {
  prompt: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="text-[0.9375rem] text-slate-600">
      {prompt}{" "}
      <Link to={to} className="font-semibold text-accent-700 underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}
