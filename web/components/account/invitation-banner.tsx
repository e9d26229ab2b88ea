import { Icon } from "#web/components/ui/icon.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { signupCopy } from "#web/content/signup.ts";

const text = signupCopy.invitation;

/**
 * The top of /signup?ref=: who invited the visitor, what they get and what the colleague gets.
 * In the prerendered page, hidden unless the page-start script (lib/pre-hydration.ts) found a
 * `ref` in the address, which it marks before the first paint: no wait for the app, nothing
 * moves. The inviter's first name, when the server knows the code, arrives as a stylesheet
 * string (`--inviter`) the script sets, so React's markup never changes under it.
 */
export function InvitationBanner() {
  return (
    <section
      aria-labelledby="invitation-title"
      className="hidden border-b border-accent-200 bg-accent-50 py-5 [:root[data-referred]_&]:block"
    >
      <Container>
        <div className="mx-auto flex max-w-5xl items-start gap-3">
          <Icon name="gift" aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent-700" />
          <div className="min-w-0">
            <h2 id="invitation-title" className="text-xl font-semibold text-ink-900">
              {text.title}
            </h2>
            {/* Its line is kept from the first paint: the name arriving moves nothing. */}
            <p className="invisible mt-0.5 font-semibold text-ink-900 [:root[data-inviter]_&]:visible">
              <span className="before:content-(--inviter)" /> {text.from}
            </p>
            <ul className="mt-2 grid gap-1 text-[0.9375rem] text-slate-700">
              <li>{text.you}</li>
              <li>{text.colleague}</li>
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
