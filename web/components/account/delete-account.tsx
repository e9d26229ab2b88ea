import type { MessageBody } from "#contract/common.ts";
import type { DeleteAccountBody } from "#contract/user.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountMessages } from "#web/content/account.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { request } from "#web/lib/api.ts";
import { ConfirmAction, ConfirmButtons } from "./confirm-action.tsx";
import { PasswordField } from "./credential-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useFocusOnOpen } from "./use-focus-on-open.ts";

const text = settingsCopy.delete;

/**
 * Deleting the account asks twice: a button opens a confirmation dialog, and the dialog asks for
 * the password again before anything is sent.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const form = useFormAction();

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const body: DeleteAccountBody = { password: value("password") };
    const result = await request<MessageBody>("DELETE", "/user/me", body);
    if (!result.ok) return refused(result, accountMessages.deleteError);
    onDeleted(result.data?.message ?? accountMessages.accountDeleted);
    return null;
  });

  return (
    <ConfirmAction text={text} variant="danger" onClose={() => form.show(null)}>
      {(close) => (
        <form onSubmit={onSubmit} className="grid gap-5">
          <PasswordPrompt error={form.errorFor("password")} />
          <Feedback id={form.messageId} message={form.message} />
          <ConfirmButtons cancel={text.cancel} onCancel={close}>
            <SubmitButton busy={form.busy} variant="danger">
              {text.confirmButton}
            </SubmitButton>
          </ConfirmButtons>
        </form>
      )}
    </ConfirmAction>
  );
}

/** The password field, focused as the dialog that holds it opens (it mounts with the dialog). */
function PasswordPrompt({ error }: { error: string | undefined }) {
  const passwordInput = useFocusOnOpen<HTMLInputElement>(true);
  return (
    <PasswordField
      purpose="current"
      label={text.password}
      name="password"
      ref={passwordInput}
      error={error}
    />
  );
}
