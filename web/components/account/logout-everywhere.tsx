import type { MessageBody } from "#contract/common.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountMessages } from "#web/content/account.ts";
import { sessionMessages } from "#web/content/session.ts";
import { settingsCopy } from "#web/content/settings.ts";
import { postJson } from "#web/lib/api.ts";
import { ConfirmAction, ConfirmButtons } from "./confirm-action.tsx";

const text = settingsCopy.everywhere;

/**
 * Ends every session of the account, this one included, after a confirmation dialog. When the
 * server does not confirm, the person stays here with the reason, since other devices may still
 * be logged in.
 */
export function LogoutEverywhere({ onDone }: { onDone: (message: string) => void }) {
  const { message, show, busy, run } = useFormAction();

  function confirm() {
    void run(async () => {
      const result = await postJson<MessageBody>("/auth/logout-everywhere");
      if (!result.ok) return refused(result, accountMessages.logoutEverywhereError);
      onDone(result.data.message || sessionMessages.loggedOut);
      return null;
    });
  }

  return (
    <ConfirmAction text={text} variant="secondary" onClose={() => show(null)}>
      {(close) => (
        <div className="grid gap-5">
          <Feedback message={message} />
          <ConfirmButtons cancel={text.cancel} onCancel={close}>
            <Button size="lg" onClick={confirm} busy={busy}>
              {text.confirmButton}
            </Button>
          </ConfirmButtons>
        </div>
      )}
    </ConfirmAction>
  );
}
