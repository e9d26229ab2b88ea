import { Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import type { SignupBody } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field, RequiredNote } from "#web/components/ui/field.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { fieldLimits, requiredNote } from "#web/content/form-words.ts";
import { signupCopy, signupMessages } from "#web/content/signup.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { EmailField, PasswordField } from "./credential-fields.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useFocusOnOpen } from "./use-focus-on-open.ts";

/** The panel's "Send a New Link", the dashboard banner's own: loaded once someone has signed up. */
const resendVerification = lazyPart(() =>
  import("./resend-verification.tsx").then((module) => module.ResendVerification),
);

const text = signupCopy;

/**
 * The sign-up form of /signup and of the home page's popup. Fields keep what was typed when the
 * server refuses it; after success the form gives way to a panel: the specification's line, the
 * address the confirmation link went to, and the way to log in.
 */
export function SignupForm({
  referralFromLink = false,
  autoFocus = false,
  onRegistered,
}: {
  /** On /signup the form is the page's one task; the home popup leaves focus on its close button. */
  autoFocus?: boolean;
  /**
   * The referral code comes from the `ref` query parameter of a referral link. The page is
   * prerendered, so the browser fills it before hydration (lib/pre-hydration.ts) and CSS shows
   * the note only then, without moving anything.
   */
  referralFromLink?: boolean;
  onRegistered?: () => void;
}) {
  const form = useFormAction();
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const nameInput = useFocusOnOpen<HTMLInputElement>(autoFocus);
  const panel = useRef<HTMLDivElement>(null);
  const panelHeading = useRef<HTMLParagraphElement>(null);

  const onSubmit = form.handleSubmit(async ({ value }) => {
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
    setRegisteredAs(body.email.trim());
    onRegistered?.();
    // The form is gone: the panel's first line is where the visitor continues, and the whole
    // panel, down to its "Log in", comes on screen (on a phone it starts below the page's intro).
    requestAnimationFrame(() => {
      panelHeading.current?.focus({ preventScroll: true });
      panel.current?.scrollIntoView({ block: "nearest" });
    });
    return null;
  });

  if (registeredAs !== null)
    return (
      <div
        ref={panel}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
      >
        <p
          ref={panelHeading}
          tabIndex={-1}
          role="status"
          data-tone="success"
          className="text-lg font-semibold text-success-700 outline-none"
        >
          {signupMessages.signupSuccess}
        </p>
        <ol className="grid list-decimal gap-1.5 ps-5 [overflow-wrap:anywhere] text-ink-900">
          {text.finishSteps(registeredAs).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-[0.9375rem] text-slate-700">{text.finishLater}</p>
        <Link
          to="/login"
          className="mt-1 inline-flex min-h-11 items-center justify-center gap-2 justify-self-start rounded-full bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
        >
          {text.login} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
        </Link>
        {/* The mail may be slow or filtered: a new link, asked by address (no session yet). */}
        <Suspense fallback={null}>
          <resendVerification.Part email={registeredAs} />
        </Suspense>
      </div>
    );

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={text.title}>
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
      <div>
        <Field
          label="Referral code (optional)"
          name="referralCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={fieldLimits.referralCode}
          data-from-query={referralFromLink ? "ref" : undefined}
          error={form.errorFor("referralCode")}
        />
        {referralFromLink && (
          <p className="mt-1.5 text-sm text-slate-600 [:root:not([data-referred])_&]:hidden">
            {text.referralNote}
          </p>
        )}
      </div>
      <SubmitButton busy={form.busy} className="mt-1 w-full">
        {text.submit}
      </SubmitButton>
      <Feedback id={form.messageId} message={form.message} />
      <p className="text-[0.9375rem] text-slate-600">
        {text.haveAccount}{" "}
        <Link to="/login" className="font-semibold text-accent-700 underline underline-offset-2">
          {text.login}
        </Link>
      </p>
    </form>
  );
}
