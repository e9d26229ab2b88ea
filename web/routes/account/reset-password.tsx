import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ResetPasswordBody } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { EmailField, PasswordField } from "#web/components/account/credential-fields.tsx";
import { SubmitButton } from "#web/components/account/submit-button.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { RequiredNote } from "#web/components/ui/field.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages } from "#web/content/account.ts";
import { postJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";

const text = accountContent.reset;

// The address holds the reset token: no page it leads to may learn it from the Referer header.
// The server sends the same policy as a header; the tag keeps it where the page is served as-is.
export const meta = () => [
  ...pageMeta({ ...text.meta, path: "/reset-password", index: false }),
  { name: "referrer", content: "no-referrer" },
];

/** Asks for a fresh reset link when the one in hand is missing, expired or used. */
function NewLinkForm() {
  const form = useFormAction();

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const result = await postJson<MessageBody>("/auth/forgot-password", { email: value("email") });
    return result.ok
      ? { ok: true, message: accountMessages.forgotSuccess }
      : refused(result, accountMessages.forgotError);
  });

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="new-link-title"
      className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="new-link-title" className="text-lg font-semibold">
        {text.newLinkTitle}
      </h2>
      <p className="-mt-2 text-[0.9375rem] text-slate-600">{text.newLinkLead}</p>
      <EmailField error={form.errorFor("email")} />
      <SubmitButton busy={form.busy} variant="secondary">
        {text.sendNewLink}
      </SubmitButton>
      <Feedback id={form.messageId} message={form.message} />
    </form>
  );
}

/**
 * The page the reset e-mail links to (/reset-password?token=…): the new password twice. A link
 * that is expired or already used gets the server's explanation and a way to ask for a new one.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const form = useFormAction();
  const [linkFailed, setLinkFailed] = useState(false);
  const done = form.ok;

  const onSubmit = form.handleSubmit(async ({ value, fields }) => {
    const body: ResetPasswordBody = { token, password: value("password") };
    if (body.password !== value("confirmPassword"))
      return { message: accountMessages.passwordsDiffer, field: "confirmPassword" };
    const result = await postJson<MessageBody>("/auth/reset-password", body);
    if (result.ok) {
      fields.reset();
      return { ok: true, message: accountMessages.resetSuccess };
    }
    // A refused link (expired, used, unknown) cannot be retried; a refused password can.
    if (result.field === "token") setLinkFailed(true);
    return refused(result, accountMessages.resetError);
  });

  return (
    <>
      <AuthPanel
        eyebrow={text.eyebrow}
        title={text.title}
        lead={!token || linkFailed ? text.leadNewLink : text.lead}
      >
        {!token ? (
          <>
            <Feedback message={accountMessages.resetMissingToken} />
            <NewLinkForm />
          </>
        ) : (
          <>
            {!done && !linkFailed && (
              <form onSubmit={onSubmit} className="grid gap-4">
                <RequiredNote>{accountContent.requiredNote}</RequiredNote>
                <PasswordField
                  purpose="new"
                  label="New password"
                  name="password"
                  error={form.errorFor("password")}
                />
                <PasswordField
                  purpose="repeat"
                  label="Repeat the new password"
                  name="confirmPassword"
                  error={form.errorFor("confirmPassword")}
                />
                <SubmitButton busy={form.busy} className="w-full">
                  {text.submit}
                </SubmitButton>
              </form>
            )}
            <Feedback
              id={form.messageId}
              message={form.message}
              className={done || linkFailed ? "" : "mt-4"}
            />
            {done && (
              <Link
                to="/login"
                className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
              >
                {text.goToLogin} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
              </Link>
            )}
            {linkFailed && <NewLinkForm />}
          </>
        )}
      </AuthPanel>
      <CallToAction />
    </>
  );
}
