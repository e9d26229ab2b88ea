import type { FormEvent } from "react";
import type { ChangePasswordBody, ChangePasswordResponse, User } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field, RequiredNote } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import {
  accountContent,
  accountMessages,
  fieldLimits,
  newPasswordHint,
} from "#web/content/account.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { postJson } from "#web/lib/api.ts";
import { startSession } from "#web/lib/session.ts";
import { SubmitButton } from "./submit-button.tsx";

const text = settingsCopy.password;

/** Current password, then the new one twice. The server ends other sessions and renews this one. */
export function ChangePasswordForm({ user }: { user: User }) {
  const form = useFormAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget;
    const data = new FormData(fields);
    const newPassword = String(data.get("newPassword") ?? "");
    const body: ChangePasswordBody = {
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword,
    };
    const repeated = String(data.get("confirmPassword") ?? "");
    void form.run(async () => {
      if (repeated !== newPassword)
        return { message: accountMessages.passwordsDiffer, field: "confirmPassword" };
      const result = await postJson<ChangePasswordResponse>("/user/change-password", body);
      if (!result.ok) return refused(result, accountMessages.passwordChangeError);
      // The old token no longer works: carry on with the one issued for the new password.
      startSession(result.data.token, user);
      fields.reset();
      return { ok: true, message: result.data.message || accountMessages.passwordChanged };
    });
  }

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <RequiredNote>{accountContent.requiredNote}</RequiredNote>
      <Field
        label={text.current}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={fieldLimits.passwordMax}
        error={form.errorFor("currentPassword")}
      />
      <Field
        label={text.next}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={fieldLimits.passwordMin}
        maxLength={fieldLimits.passwordMax}
        hint={newPasswordHint}
        error={form.errorFor("newPassword")}
      />
      <Field
        label={text.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={fieldLimits.passwordMin}
        maxLength={fieldLimits.passwordMax}
        error={form.errorFor("confirmPassword")}
      />
      <div>
        <SubmitButton busy={form.busy}>{text.submit}</SubmitButton>
      </div>
      <Feedback id={form.messageId} message={form.message} />
    </form>
  );
}
