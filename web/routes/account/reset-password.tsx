import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ResetLinkBody, ResetPasswordBody } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { WaitingLine } from "#web/components/account/account-loading.tsx";
import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { EmailField, PasswordField } from "#web/components/account/credential-fields.tsx";
import { SubmitButton } from "#web/components/account/submit-button.tsx";
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
 * Where the page's link stands: read on load (the prerendered page cannot know its token), then
 * checked with the server without using it up, so a spent or expired link leads straight to
 * asking for a new one rather than to a form that fails after both fields are typed.
 */
type LinkState =
  | { kind: "checking" }
  | { kind: "missing" }
  | { kind: "spent"; message: string }
  | { kind: "usable"; token: string };

function useResetLink(): [LinkState, (next: LinkState) => void] {
  const [link, setLink] = useState<LinkState>({ kind: "checking" });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
    if (!token) return setLink({ kind: "missing" });
    const controller = new AbortController();
    void postJson("/auth/reset-password/check", { token } satisfies ResetLinkBody, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      // Only the server's verdict on the token ends the form; a busy or unreachable server
      // leaves it to the submit to say.
      if (!result.ok && result.field === "token")
        setLink({ kind: "spent", message: result.message ?? accountMessages.resetError });
      else setLink({ kind: "usable", token });
    });
    return () => controller.abort();
  }, []);
  return [link, setLink];
}

/**
 * The page the reset e-mail links to (/reset-password?token=…): the new password twice. A link
 * that is expired or already used gets the server's explanation and a way to ask for a new one.
 */
export default function ResetPassword() {
  const [link, setLink] = useResetLink();
  const form = useFormAction();
  const done = form.ok;

  const onSubmit = form.handleSubmit(async ({ value, fields }) => {
    if (link.kind !== "usable") return null;
    const body: ResetPasswordBody = { token: link.token, password: value("password") };
    if (body.password !== value("confirmPassword"))
      return { message: accountMessages.passwordsDiffer, field: "confirmPassword" };
    const result = await postJson<MessageBody>("/auth/reset-password", body);
    if (result.ok) {
      fields.reset();
      return { ok: true, message: accountMessages.resetSuccess };
    }
    // A refused link (used meanwhile) cannot be retried; a refused password can.
    if (result.field === "token") {
      setLink({ kind: "spent", message: result.message ?? accountMessages.resetError });
      return null;
    }
    return refused(result, accountMessages.resetError);
  });

  const needsNewLink = link.kind === "missing" || link.kind === "spent";
  return (
    <AuthPanel
      eyebrow={text.eyebrow}
      title={text.title}
      lead={needsNewLink ? text.leadNewLink : text.lead}
    >
      {link.kind === "checking" && <WaitingLine>{text.checking}</WaitingLine>}
      {needsNewLink && (
        <>
          <Feedback
            message={
              link.kind === "spent" ? `❌ ${link.message}` : accountMessages.resetMissingToken
            }
          />
          <NewLinkForm />
        </>
      )}
      {link.kind === "usable" && (
        <>
          {!done && (
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
          <Feedback id={form.messageId} message={form.message} className={done ? "" : "mt-4"} />
          {done && (
            <Link
              to="/login"
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
            >
              {text.goToLogin} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </Link>
          )}
        </>
      )}
    </AuthPanel>
  );
}
