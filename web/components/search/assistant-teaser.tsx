import { Link } from "react-router";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { searchContent } from "#web/content/search.ts";

const text = searchContent.assistant;

/** The assistant, as visitors meet it: what it does for members, and the way to sign up. */
export function AssistantTeaser() {
  return (
    <Section labelledBy="assistant-teaser-title">
      <div className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
            {text.eyebrow}
          </p>
          <h2 id="assistant-teaser-title" className="text-3xl font-bold sm:text-4xl">
            {text.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{text.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={text.signUp.to} size="lg">
              {text.signUp.label}
            </ButtonLink>
            <Link to={text.member.to} className="font-semibold text-accent-700 underline">
              Already a member? {text.member.label}
            </Link>
          </div>
        </div>
        <CheckList items={text.points} boxed className="space-y-3" />
      </div>
    </Section>
  );
}
