import { AuthPanel } from "#web/components/account/auth-panel.tsx";
import { InvitationBanner } from "#web/components/account/invitation-banner.tsx";
import { SignupForm } from "#web/components/account/signup-form.tsx";
import { SignupPerksAside } from "#web/components/account/signup-perks.tsx";
import { signupCopy, signupPerks } from "#web/content/signup.ts";
import { pageMeta } from "#web/lib/meta.ts";

const text = signupCopy;

export const meta = () => pageMeta({ ...text.meta, path: "/signup" });

/**
 * /signup (SPEC §2.5): the sign-up form, prerendered, so it is on screen and usable before the
 * code runs. A referral link (/signup?ref=CODE) fills the code in the browser
 * (lib/pre-hydration.ts): the prerendered page cannot know it.
 */
export default function Signup() {
  return (
    <>
      <InvitationBanner />
      <AuthPanel
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
        aside={{ title: signupPerks.title, content: <SignupPerksAside /> }}
      >
        <SignupForm referralFromLink autoFocus />
      </AuthPanel>
    </>
  );
}
