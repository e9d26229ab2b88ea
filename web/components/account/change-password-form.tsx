import type { FormEvent } from "react";
import type { ChangePasswordBody, ChangePasswordResponse, User } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import {
  accountContent,
  accountMessages,
  fieldLimits,
  newPasswordHint,
} from "#web/content/account.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { postJson } from "#web/lib/api.ts";
import { startSession } from "#web/lib/session.ts";
import { Field, RequiredNote } from "./field.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useFormAction } from "./use-form-action.ts";

const text = settingsCopy.password;

/** Current password, then the new one twice. The server ends other sessions and renews this one. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { message, busy, run } = useFormAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("newPassword") ?? "");
    const body: ChangePasswordBody = {
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword,
    };
    const repeated = String(data.get("confirmPassword") ?? "");
    void run(async () => {
      if (repeated !== newPassword) return accountMessages.passwordsDiffer;
      const result = await postJson<ChangePasswordResponse>("/user/change-password", body);
      if (!result.ok) return result.message ?? accountMessages.passwordChangeError;
      // The old token no longer works: carry on with the one issued for the new password.
      startSession(result.data.token, user);
      form.reset();
      return result.data.message || accountMessages.passwordChanged;
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
      />
      <Field
        label={text.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={fieldLimits.passwordMin}
        maxLength={fieldLimits.passwordMax}
      />
      <div>
        <SubmitButton busy={busy}>{text.submit}</SubmitButton>
      </div>
      <Feedback message={message} />
    </form>
  );
}
