import { Link } from "react-router";
import { readableDay } from "#contract/site-time.ts";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { ButtonLink, buttonClass } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { fill, libraryAnchors, resourcesCopy } from "#web/content/resources/copy.ts";
import { type PublicResource, publicResources } from "#web/content/resources/library.server.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/resources";

export function loader() {
  const copy = resourcesCopy.public;
  return pageData({ copy, resources: publicResources() }, { ...copy.meta, path: "/resources" });
}
export const meta = metaFromData;

/**
 * /resources: the member library explained to a visitor, where the sign-up perks link: what
 * each file is, how to get it (an account with a confirmed address), and what early access
 * unlocks. Members download from /dashboard/resources; a public file links here directly.
 */
export default function Resources({ loaderData: { content } }: Route.ComponentProps) {
  const { copy, resources } = content;
  const free = resources.filter((resource) => !resource.earlyAccess);
  const early = resources.filter((resource) => resource.earlyAccess);
  return (
    <>
      <Hero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        actions={[
          { label: copy.signup, to: "/signup" },
          { label: copy.login, to: "/login", variant: "secondary" },
        ]}
        note={
          <Link
            to="/dashboard/resources"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            {copy.member}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      <Section tone="muted" labelledBy="resources-how">
        <SectionHeading id="resources-how" title={copy.howTitle} />
        <Steps steps={copy.steps} />
      </Section>
      <Section id={libraryAnchors.library} labelledBy="resources-library">
        <SectionHeading id="resources-library" title={copy.libraryTitle} lead={copy.libraryLead} />
        <ResourceCards resources={free} copy={copy} />
      </Section>
      {early.length > 0 && (
        <Section id={libraryAnchors.earlyAccess} tone="muted" labelledBy="resources-early">
          <SectionHeading id="resources-early" title={copy.earlyTitle} lead={copy.earlyLead} />
          <ResourceCards resources={early} copy={copy} />
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/signup">{copy.signup}</ButtonLink>
          </div>
        </Section>
      )}
      <CallToAction />
    </>
  );
}

type Copy = Route.ComponentProps["loaderData"]["content"]["copy"];

function ResourceCards({ resources, copy }: { resources: PublicResource[]; copy: Copy }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {resources.map((resource) => (
        <li
          key={resource.slug}
          id={resource.slug}
          className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        >
          <p className="text-sm font-semibold tracking-[0.08em] text-accent-700 uppercase">
            {resource.format.toUpperCase()}
          </p>
          <h3 className="mt-2 text-xl font-semibold text-ink-900">{resource.title}</h3>
          <p className="mt-3 text-slate-600">{resource.summary}</p>
          {resource.covers && (
            <>
              <h4 className="mt-5 text-sm font-semibold text-ink-900">{copy.covers}</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {resource.covers.map((title) => (
                  <li
                    key={title}
                    className="rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-700"
                  >
                    {title}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-5 flex items-start gap-2 text-[0.9375rem] font-medium text-ink-900">
            <Icon
              name={resource.membersOnly ? "lock" : "download"}
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-accent-700"
            />
            {resource.earlyAccess
              ? fill(copy.earlyUnlock, {
                  n: resource.earlyAccess.referrals ?? "",
                  day: resource.earlyAccess.openToAllFrom
                    ? readableDay(resource.earlyAccess.openToAllFrom)
                    : "",
                })
              : resource.membersOnly
                ? copy.membersOnly
                : copy.publicFile}
          </p>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-5">
            {!resource.membersOnly && (
              // A file, not a page: the browser downloads it.
              <a href={`/api/resources/${resource.slug}/download`} className={buttonClass()}>
                {resource.title}
              </a>
            )}
            <ArrowLink to={resource.service.to}>
              {fill(copy.service, { service: resource.service.label })}
            </ArrowLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
