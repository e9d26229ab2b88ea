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
