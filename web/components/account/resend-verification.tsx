import type { MessageBody } from "#contract/common.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages } from "#web/content/account.ts";
import { postJson } from "#web/lib/api.ts";

/**
 * Asks for a fresh confirmation link and says what came of it: sent, already confirmed (200,
 * reported through onConfirmed), or the server's refusal. For the signed-in account; given
 * `email`, for the address just signed up with, before any session (the sign-up panel), which
 * the server answers alike whether or not the address needs one.
 */
export function ResendVerification({
  email,
  onConfirmed,
  className = "",
}: {
  email?: string;
  onConfirmed?: () => void;
  className?: string;
}) {
  const { message, busy, run } = useFormAction();

  function onClick() {
    void run(async () => {
      const result =
        email === undefined
          ? await postJson<MessageBody>("/auth/resend-verification")
          : await postJson<MessageBody>("/auth/resend-confirmation", { email });
      if (!result.ok) return refused(result, accountMessages.resendError);
      // 202: a new link is on its way; 200: the address was confirmed meanwhile.
      if (result.status === 200) onConfirmed?.();
      return { ok: true, message: result.data.message };
    });
  }

  return (
    <div className={`flex flex-col items-start gap-3 ${className}`}>
      <Button variant="secondary" onClick={onClick} busy={busy}>
        {accountContent.resend.button}
      </Button>
      <Feedback message={message} />
    </div>
  );
}
