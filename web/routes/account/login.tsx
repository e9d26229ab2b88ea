import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { LoginBody, LoginResponse } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { noticeFrom } from "#web/components/account/account-notice.tsx";
import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { EmailField, PasswordField } from "#web/components/account/credential-fields.tsx";
import { SubmitButton } from "#web/components/account/submit-button.tsx";
import { BackLink } from "#web/components/ui/back-link.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { RequiredNote } from "#web/components/ui/field.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { accountContent, accountMessages } from "#web/content/account.ts";
import { sessionMessages } from "#web/content/session.ts";
import { postJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { isLoggedIn, startSession, takeSessionEnded } from "#web/lib/session.ts";

const text = accountContent.login;
const forgotPath = "/forgot-password";

/** /login and /forgot-password: one page, two forms; each address is prerendered. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  location.pathname === forgotPath
    ? pageMeta({ title: text.forgotTitle, description: text.forgotLead, path: forgotPath })
    : pageMeta({ ...text.meta, path: "/login" });

/**
 * Why the visitor is here, when another page sent them: their session ended, or they logged out.
 * Read after mounting (the page is prerendered and cannot know), so screen readers announce it.
 */
function useArrivalNotice(): string | null {
  const location = useLocation();
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    setShown(noticeFrom(location.state) ?? (takeSessionEnded() ? sessionMessages.ended : null));
  }, [location.state]);
  return shown;
}

/** What the other form of the page hands over when the visitor switches: the address typed. */
type Switched = { email: string };
const switchedFrom = (state: unknown): Switched | null =>
  state && typeof state === "object" && "email" in state && typeof state.email === "string"
    ? { email: state.email }
    : null;

export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const mode = location.pathname === forgotPath ? "forgot" : "login";
  const switched = switchedFrom(location.state);
  // Kept for the other form, so switching keeps what was typed.
  const [email, setEmail] = useState(switched?.email ?? "");
  const login = useFormAction();
  const forgot = useFormAction();
  const emailInput = useRef<HTMLInputElement>(null);
  const arrival = useArrivalNotice();

  // Someone already logged in has nothing to do here.
  useEffect(() => {
    if (isLoggedIn()) navigate("/dashboard", { replace: true });
  }, [navigate]);

  // The other form's first field is where a visitor who switched continues.
  const switchedEmail = switched?.email;
  useEffect(() => {
    if (switchedEmail !== undefined) emailInput.current?.focus();
  }, [switchedEmail]);

  /**
   * The links between the two forms: plain links before the code runs, and after it a navigation
   * that hands the address typed to the other form.
   */
  const switchLink = (path: string) => ({
    to: path,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      navigate(path, { state: { email } satisfies Switched });
    },
  });

  const onLogin = login.handleSubmit(async ({ value }) => {
    const body: LoginBody = { email: value("email"), password: value("password") };
    const result = await postJson<LoginResponse>("/auth/login", body);
    if (!result.ok) return refused(result, accountMessages.loginError);
    startSession(result.data.token, result.data.user);
    navigate("/dashboard");
    return null;
  });

  const onForgot = forgot.handleSubmit(async ({ value }) => {
    const result = await postJson<MessageBody>("/auth/forgot-password", {
      email: value("email"),
    });
    return result.ok
      ? { ok: true, message: accountMessages.forgotSuccess }
      : refused(result, accountMessages.forgotError);
  });

  // The form on show: its message is the one the e-mail field may point to.
  const form = mode === "login" ? login : forgot;
  // Uncontrolled: what a visitor types before the code runs stays in the prerendered input.
  const emailField = (
    <EmailField
      ref={emailInput}
      defaultValue={email}
      onChange={(event) => setEmail(event.target.value)}
      error={form.errorFor("email")}
    />
  );

  return (
    <AuthPanel
      eyebrow={text.eyebrow}
      title={mode === "login" ? text.title : text.forgotTitle}
      lead={mode === "login" ? text.lead : text.forgotLead}
    >
      <Feedback message={arrival} className="mb-5" />
      {mode === "login" ? (
        <form key="login" onSubmit={onLogin} className="grid gap-4" aria-label={text.title}>
          <RequiredNote>{accountContent.requiredNote}</RequiredNote>
          {emailField}
          <PasswordField
            purpose="current"
            label="Password"
            name="password"
            error={login.errorFor("password")}
          />
          <div className="-mt-1 flex justify-end">
            <ButtonLink variant="ghost" className="px-3" {...switchLink(forgotPath)}>
              {text.forgot}
            </ButtonLink>
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
        <form key="forgot" onSubmit={onForgot} className="grid gap-4" aria-label={text.forgotTitle}>
          <RequiredNote>{accountContent.requiredNote}</RequiredNote>
          {emailField}
          <SubmitButton busy={forgot.busy} className="w-full">
            {text.sendReset}
          </SubmitButton>
          <Feedback id={forgot.messageId} message={forgot.message} />
          <ButtonLink variant="secondary" className="w-full" {...switchLink("/login")}>
            {text.backToLogin}
          </ButtonLink>
        </form>
      )}
      <BackLink to="/" className="mt-6 text-[0.9375rem] text-slate-700 hover:text-accent-700">
        {text.backHome}
      </BackLink>
    </AuthPanel>
  );
}
