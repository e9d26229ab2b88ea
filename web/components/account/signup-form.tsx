import { Link } from "react-router";
import type { SignupBody } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field, RequiredNote } from "#web/components/ui/field.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { fieldLimits, requiredNote } from "#web/content/form-words.ts";
import { signupCopy, signupMessages } from "#web/content/signup.ts";
import { EmailField, PasswordField } from "./credential-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useFocusOnOpen } from "./use-focus-on-open.ts";

const text = signupCopy;

/**
 * The sign-up form of /signup and of the home page's popup. Fields keep what was typed when the
 * server refuses it; after success the form clears and points to the login page.
 */
export function SignupForm({
  referralCode = "",
  autoFocus = false,
  onRegistered,
}: {
  /** On /signup the form is the page's one task; the home popup leaves focus on its close button. */
  autoFocus?: boolean;
  /** Prefilled from the `ref` query parameter of a referral link. */
  referralCode?: string;
  onRegistered?: () => void;
}) {
  const form = useFormAction();
  const registered = form.ok;
  const nameInput = useFocusOnOpen<HTMLInputElement>(autoFocus);

  const onSubmit = form.handleSubmit(async ({ value, fields }) => {
    const body: SignupBody = {
      name: value("name"),
      email: value("email"),
      password: value("password"),
      referralCode: value("referralCode"),
    };
    // The API client loads on first submit: the home page shows this form to every visitor.
    const api = await import("#web/lib/api.ts").catch(() => null);
    if (!api) return { message: signupMessages.signupError };
    const result = await api.postJson<MessageBody>("/auth/signup", body);
    if (!result.ok) return refused(result, signupMessages.signupError);
    fields.reset();
    onRegistered?.();
    return { ok: true, message: signupMessages.signupSuccess };
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <RequiredNote>{requiredNote}</RequiredNote>
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={fieldLimits.name}
        ref={nameInput}
        error={form.errorFor("name")}
      />
      <EmailField error={form.errorFor("email")} />
      <PasswordField
        purpose="new"
        label="Password"
        name="password"
        error={form.errorFor("password")}
      />
      <Field
        label="Referral code (optional)"
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={fieldLimits.referralCode}
        defaultValue={referralCode}
        hint={referralCode ? text.referralNote : undefined}
        error={form.errorFor("referralCode")}
      />
      <SubmitButton busy={form.busy} className="mt-1 w-full">
        {text.submit}
      </SubmitButton>
      <Feedback id={form.messageId} message={form.message} />
      {registered && <p className="-mt-2 text-[0.9375rem] text-slate-700">{text.confirmNote}</p>}
      {registered ? (
        <Link
          to="/login"
          className="-mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
        >
          {text.loginNow} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <p className="text-[0.9375rem] text-slate-600">
          {text.haveAccount}{" "}
          <Link to="/login" className="font-semibold text-accent-700 underline underline-offset-2">
            {text.login}
          </Link>
        </p>
      )}
    </form>
  );
}
