import { Icon } from "#web/components/ui/icon.tsx";
import { signupPerks } from "#web/content/signup.ts";

/** A list of ticks; the popup and the sign-up page both show the perks with it. */
export function PerkList({
  items,
  className = "",
  tone = "light",
}: {
  items: readonly string[];
  className?: string;
  /** "dark" on the navy side panel of /signup. */
  tone?: "light" | "dark";
}) {
  const tick = tone === "dark" ? "text-accent-300" : "text-accent-700";
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" aria-hidden="true" className={`mt-1 size-4 shrink-0 ${tick}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §9's sign-up perks and invite rewards, shown beside the sign-up form. */
export function SignupPerks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="rounded-2xl border border-accent-100 bg-accent-50 p-5 text-[0.9375rem] text-ink-900 sm:p-6">
      <Heading className="text-base font-semibold">{signupPerks.title}</Heading>
      <PerkList items={signupPerks.items} className="mt-3" />
      <Heading className="mt-6 flex items-center gap-2 text-base font-semibold">
        <Icon name="gift" aria-hidden="true" className="size-4 text-accent-700" />
        {signupPerks.inviteTitle}
      </Heading>
      <PerkList items={signupPerks.invite} className="mt-3" />
    </div>
  );
}

/** The same perks on the navy side panel of /signup, under the panel's own heading. */
export function SignupPerksAside() {
  return (
    <>
      <PerkList items={signupPerks.items} tone="dark" className="mt-5" />
      <h3 className="mt-8 flex items-center gap-2 text-base font-semibold text-white">
        <Icon name="gift" aria-hidden="true" className="size-4 text-accent-300" />
        {signupPerks.inviteTitle}
      </h3>
      <PerkList items={signupPerks.invite} tone="dark" className="mt-3" />
    </>
  );
}
