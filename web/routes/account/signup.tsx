import { useNavigate, useSearchParams } from "react-router";
import { SignupForm } from "#web/components/account/signup-form.tsx";
import { SignupPerks } from "#web/components/account/signup-perks.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { fieldLimits } from "#web/content/form-words.ts";
import { signupCopy } from "#web/content/signup.ts";
import { pageMeta } from "#web/lib/meta.ts";

const text = signupCopy;

export const meta = () => pageMeta({ ...text.meta, path: "/signup" });

/** Whether the router's history holds a page of this site to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return Boolean(state && typeof state === "object" && "idx" in state && Number(state.idx) > 0);
}

/**
 * /signup (SPEC §2.5): the sign-up form as a modal over a short introduction. A referral link
 * (/signup?ref=CODE) prefills the code. Closing returns to the previous page, or home.
 */
export default function Signup() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = params.get("ref")?.trim().slice(0, fieldLimits.referralCode) ?? "";

  function close() {
    if (canGoBack()) navigate(-1);
    else navigate("/", { replace: true });
  }

  return (
    <>
      <Hero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <Dialog
        open
        onClose={close}
        title={text.dialogTitle}
        description={text.dialogLead}
        className="md:max-w-4xl"
      >
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] md:gap-8">
          <SignupForm referralCode={referralCode} autoFocus />
          <SignupPerks />
        </div>
      </Dialog>
      <CallToAction />
    </>
  );
}
