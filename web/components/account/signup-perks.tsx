import { CheckList } from "#web/components/ui/check-list.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { signupPerks } from "#web/content/signup.ts";

/** SPEC §9's sign-up perks and invite rewards, shown beside the sign-up form. */
export function SignupPerks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="rounded-2xl border border-accent-100 bg-accent-50 p-5 text-[0.9375rem] text-ink-900 sm:p-6">
      <Heading className="text-base font-semibold">{signupPerks.title}</Heading>
      <CheckList items={signupPerks.items} size="sm" className="mt-3 space-y-2" />
      <Heading className="mt-6 flex items-center gap-2 text-base font-semibold">
        <Icon name="gift" aria-hidden="true" className="size-4 text-accent-700" />
        {signupPerks.inviteTitle}
      </Heading>
      <CheckList items={signupPerks.invite} size="sm" className="mt-3 space-y-2" />
    </div>
  );
}

/** The same perks on the navy side panel of /signup, under the panel's own heading. */
export function SignupPerksAside() {
  return (
    <>
      <CheckList items={signupPerks.items} tone="dark" size="sm" className="mt-5 space-y-2" />
      <h3 className="mt-8 flex items-center gap-2 text-base font-semibold text-white">
        <Icon name="gift" aria-hidden="true" className="size-4 text-accent-300" />
        {signupPerks.inviteTitle}
      </h3>
      <CheckList items={signupPerks.invite} tone="dark" size="sm" className="mt-3 space-y-2" />
    </>
  );
}
