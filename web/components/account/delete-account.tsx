import { type FormEvent, useState } from "react";
import type { MessageBody } from "#contract/common.ts";
import type { DeleteAccountBody } from "#contract/user.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountMessages, fieldLimits } from "#web/content/account.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { request } from "#web/lib/api.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useFocusOnOpen } from "./use-focus-on-open.ts";

const text = settingsCopy.delete;

/**
 * Deleting the account asks twice: a button opens a confirmation dialog, and the dialog asks for
 * the password again before anything is sent.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useFormAction();
  const passwordInput = useFocusOnOpen<HTMLInputElement>(open);

  function close() {
    setOpen(false);
    form.show(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: DeleteAccountBody = {
      password: String(new FormData(event.currentTarget).get("password") ?? ""),
    };
    void form.run(async () => {
      const result = await request<MessageBody>("DELETE", "/user/me", body);
      if (!result.ok) return refused(result, accountMessages.deleteError);
      onDeleted(result.data?.message ?? accountMessages.accountDeleted);
      return null;
    });
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} size="lg" variant="danger">
        {text.submit}
      </Button>
      {open && (
        <Dialog open onClose={close} title={text.dialogTitle} description={text.dialogLead}>
          <form onSubmit={onSubmit} className="grid gap-5">
            <Field
              label={text.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={fieldLimits.passwordMax}
              ref={passwordInput}
              error={form.errorFor("password")}
            />
            <Feedback id={form.messageId} message={form.message} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton busy={form.busy} variant="danger">
                {text.confirmButton}
              </SubmitButton>
              <Button variant="secondary" size="lg" onClick={close}>
                {text.cancel}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
