import { useEffect, useRef, useState } from "react";
import { Link, replace, useLoaderData, useLocation, useNavigate } from "react-router";
import type { LoginBody, LoginResponse } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { noticeFrom } from "#web/components/account/account-notice.tsx";
import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { EmailField, PasswordField } from "#web/components/account/credential-fields.tsx";
import { SubmitButton } from "#web/components/account/submit-button.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { RequiredNote } from "#web/components/ui/field.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages } from "#web/content/account.ts";
import { sessionMessages } from "#web/content/session.ts";
import { postJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { isLoggedIn, startSession, takeSessionEnded } from "#web/lib/session.ts";

const text = accountContent.login;

export const meta = () => pageMeta({ ...text.meta, path: "/login" });

/**
 * Someone already logged in has nothing to do here. Whoever arrives because their session ran
 * out is told so.
 */
export async function clientLoader() {
  if (isLoggedIn()) throw replace("/dashboard");
  return { sessionEnded: takeSessionEnded() };
}

/**
 * Why the visitor is here, when another page sent them: their session ended, or they logged out.
 * Filled in after mounting, so screen readers announce it.
 */
function useArrivalNotice(): string | null {
  const { sessionEnded } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const notice = noticeFrom(location.state) ?? (sessionEnded ? sessionMessages.ended : null);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(notice), [notice]);
  return shown;
}

export function HydrateFallback() {
  return <AccountLoading />;
}

type Mode = "login" | "forgot";

export default function Login() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>("login");
  // One e-mail for both modes, so switching keeps what was typed.
  const [email, setEmail] = useState("");
  const login = useFormAction();
  const forgot = useFormAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const arrival = useArrivalNotice();

  function switchTo(next: Mode) {
    setMode(next);
    login.show(null);
    forgot.show(null);
    // The new form's first field is where the person continues.
    requestAnimationFrame(() => emailInput.current?.focus());
  }

  const onLogin = login.handleSubmit(async ({ value }) => {
    const body: LoginBody = { email, password: value("password") };
    const result = await postJson<LoginResponse>("/auth/login", body);
    if (!result.ok) return refused(result, accountMessages.loginError);
    startSession(result.data.token, result.data.user);
    navigate("/dashboard");
    return null;
  });

  const onForgot = forgot.handleSubmit(async () => {
    const result = await postJson<MessageBody>("/auth/forgot-password", { email });
    return result.ok
      ? { ok: true, message: accountMessages.forgotSuccess }
      : refused(result, accountMessages.forgotError);
  });

  // The form on show: its message is the one the e-mail field may point to.
  const form = mode === "login" ? login : forgot;
  const emailField = (
    <EmailField
      ref={emailInput}
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      error={form.errorFor("email")}
    />
  );

  return (
    <>
      <AuthPanel
        eyebrow={text.eyebrow}
        title={mode === "login" ? text.title : text.forgotTitle}
        lead={mode === "login" ? text.lead : text.forgotLead}
      >
        <Feedback message={arrival} className="mb-5" />
        {mode === "login" ? (
          <form onSubmit={onLogin} className="grid gap-4" aria-label={text.title}>
            <RequiredNote>{accountContent.requiredNote}</RequiredNote>
            {emailField}
            <PasswordField
              purpose="current"
              label="Password"
              name="password"
              error={login.errorFor("password")}
            />
            <div className="-mt-1 flex justify-end">
              <Button variant="ghost" className="px-3" onClick={() => switchTo("forgot")}>
                {text.forgot}
              </Button>
            </div>
            <SubmitButton busy={login.busy} className="w-full">
              {text.submit}
            </SubmitButton>
            <Feedback id={login.messageId} message={login.message} />
            <p className="text-[0.9375rem] text-slate-600">
              {text.noAccount}{" "}
              <Link
                to="/signup"
                className="font-semibold text-accent-700 underline underline-offset-2"
              >
                {text.signup}
              </Link>
            </p>
          </form>
        ) : (
          <form onSubmit={onForgot} className="grid gap-4" aria-label={text.forgotTitle}>
            <RequiredNote>{accountContent.requiredNote}</RequiredNote>
            {emailField}
            <SubmitButton busy={forgot.busy} className="w-full">
              {text.sendReset}
            </SubmitButton>
            <Feedback id={forgot.messageId} message={forgot.message} />
            <Button variant="secondary" onClick={() => switchTo("login")} className="w-full">
              {text.backToLogin}
            </Button>
          </form>
        )}
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-semibold text-slate-700 hover:text-accent-700"
        >
          <Icon name="arrow-left" aria-hidden="true" className="size-4" />
          {text.backHome}
        </Link>
      </AuthPanel>
      <CallToAction />
    </>
  );
}
