import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { VerifyEmailBody } from "#contract/auth.ts";
import type { MessageBody } from "#contract/common.ts";
import type { User } from "#contract/user.ts";
import { WaitingLine } from "#web/components/account/account-loading.tsx";
import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { ResendVerification } from "#web/components/account/resend-verification.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { verifyEmailCopy as text, verifyEmailMessages } from "#web/content/verify-email.ts";
import { type ApiResult, getJson, onUnauthorized, postJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { expireSession, isLoggedIn, updateStoredUser } from "#web/lib/session.ts";

// The address holds the confirmation token: no page it leads to may learn it from the Referer
// header. The tag keeps the policy where the page is served without the server's header.
export const meta = () => [
  ...pageMeta({ ...text.meta, path: "/verify-email", index: false }),
  { name: "referrer", content: "no-referrer" },
];

type Outcome =
  | { state: "checking" }
  | { state: "done"; message: string }
  /** The server refused the link (used, expired, unknown): only a new link helps. */
  | { state: "refused"; message: string }
  /** No answer, or not the one expected: the same link may work on a second try. */
  | { state: "failed"; message: string };

/**
 * One request per token and try for the life of the page: the link works once, and React may
 * run an effect twice (StrictMode) or mount the page again. "Try Again" is a new try.
 */
const attempts = new Map<string, Promise<ApiResult<MessageBody>>>();

function confirmOnce(token: string, attempt: number): Promise<ApiResult<MessageBody>> {
  const key = `${attempt}:${token}`;
  let request = attempts.get(key);
  if (!request) {
    const body: VerifyEmailBody = { token };
    request = postJson<MessageBody>("/auth/verify-email", body).then(async (result) => {
      // The stored copy of the user learns the news too, so every page agrees.
      if (result.ok && isLoggedIn()) {
        const me = await getJson<User>("/user/me");
        if (me.ok) updateStoredUser(me.data);
      }
      return result;
    });
    attempts.set(key, request);
  }
  return request;
}

function outcomeOf(result: ApiResult<MessageBody>): Outcome {
  if (result.ok) return { state: "done", message: result.data.message };
  if (result.status === 400)
    return { state: "refused", message: result.message ?? verifyEmailMessages.error };
  if (result.status === 0) return { state: "failed", message: verifyEmailMessages.offline };
  return { state: "failed", message: result.message ?? verifyEmailMessages.error };
}

/** Whether a session is stored here; a 401 on this page ends it (the link works without one). */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(isLoggedIn);
  useEffect(
    () =>
      onUnauthorized(() => {
        expireSession();
        setSignedIn(false);
      }),
    [],
  );
  return signedIn;
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline";

/**
 * The page the confirmation e-mail links to (/verify-email?token=…). It sends the token once on
 * arrival, logged in or not, since the link may be opened on another device. Then: where to go
 * next, or why the link failed and how to get a new one.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const signedIn = useSignedIn();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: "checking" } : { state: "refused", message: verifyEmailMessages.missingToken },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ state: "checking" });
    void confirmOnce(token, attempt).then((result) => {
      if (current) setOutcome(outcomeOf(result));
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  // The heading's words: while the link is checked, once it worked, or when it did not.
  const heading =
    outcome.state === "checking"
      ? text.checking
      : outcome.state === "done"
        ? text.done
        : text.failed;

  return (
    <AuthPanel eyebrow={text.eyebrow} title={heading.title} lead={heading.lead}>
      {outcome.state === "checking" && <WaitingLine>{text.checking.status}</WaitingLine>}
      {/* One live region for every outcome, present from the start so it is announced. */}
      <Feedback message={outcome.state === "checking" ? null : outcome.message} />
      {outcome.state === "done" &&
        (signedIn ? (
          <Link to="/dashboard" className={`mt-3 ${linkClass}`}>
            {text.goToDashboard} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Link to="/login" className={`mt-3 ${linkClass}`}>
            {text.goToLogin} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </Link>
        ))}
      {outcome.state === "failed" && (
        <Button variant="secondary" className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
          {text.tryAgain}
        </Button>
      )}
      {outcome.state === "refused" && (
        <section
          aria-labelledby="verify-new-link-title"
          className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        >
          <h2 id="verify-new-link-title" className="text-lg font-semibold">
            {text.newLinkTitle}
          </h2>
          {signedIn ? (
            <>
              <p className="text-[0.9375rem] text-slate-600">{text.newLinkLoggedIn}</p>
              <ResendVerification />
            </>
          ) : (
            <>
              <p className="text-[0.9375rem] text-slate-600">{text.newLinkLoggedOut}</p>
              <Link to="/login" className={linkClass}>
                {text.goToLogin} <Icon name="arrow-right" aria-hidden="true" className="size-4" />
              </Link>
            </>
          )}
        </section>
      )}
    </AuthPanel>
  );
}
