import type { ChangePasswordBody, ChangePasswordResponse, User } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { RequiredNote } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages } from "#web/content/account.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { postJson } from "#web/lib/api.ts";
import { startSession } from "#web/lib/session.ts";
import { PasswordField } from "./credential-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

const text = settingsCopy.password;

/** Current password, then the new one twice. The server ends other sessions and renews this one. */
export function ChangePasswordForm({ user }: { user: User }) {
  const form = useFormAction();

  const onSubmit = form.handleSubmit(async ({ value, fields }) => {
    const body: ChangePasswordBody = {
      currentPassword: value("currentPassword"),
      newPassword: value("newPassword"),
    };
    if (value("confirmPassword") !== body.newPassword)
      return { message: accountMessages.passwordsDiffer, field: "confirmPassword" };
    const result = await postJson<ChangePasswordResponse>("/user/change-password", body);
    if (!result.ok) return refused(result, accountMessages.passwordChangeError);
    // The old token no longer works: carry on with the one issued for the new password.
    startSession(result.data.token, user);
    fields.reset();
    return { ok: true, message: result.data.message || accountMessages.passwordChanged };
  });

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <RequiredNote>{accountContent.requiredNote}</RequiredNote>
      <PasswordField
        purpose="current"
        label={text.current}
        name="currentPassword"
        error={form.errorFor("currentPassword")}
      />
      <PasswordField
        purpose="new"
        label={text.next}
        name="newPassword"
        error={form.errorFor("newPassword")}
      />
      <PasswordField
        purpose="repeat"
        label={text.confirm}
        name="confirmPassword"
        error={form.errorFor("confirmPassword")}
      />
      <div>
        <SubmitButton busy={form.busy}>{text.submit}</SubmitButton>
      </div>
      <Feedback id={form.messageId} message={form.message} />
    </form>
  );
}
