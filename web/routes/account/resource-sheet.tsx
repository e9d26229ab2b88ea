import { replace, useLoaderData } from "react-router";
import type { ResourceSheet } from "#contract/resources.ts";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { useResourceDownload } from "#web/components/account/use-resource-download.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { resourcesCopy } from "#web/content/resources/copy.ts";
import { getJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { endSessionAfter, isLoggedIn } from "#web/lib/session.ts";
import type { Route } from "./+types/resource-sheet";

const text = resourcesCopy.sheet;

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    ...resourcesCopy.member.meta,
    path: `/dashboard/resources/${params.slug}`,
    index: false,
  });

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) throw replace("/login");
  const sheet = await getJson<ResourceSheet>(`/resources/${encodeURIComponent(params.slug)}/sheet`);
  if (!sheet.ok && sheet.status === 401) {
    endSessionAfter(sheet.status);
    throw replace("/login");
  }
  return {
    slug: params.slug,
    sheet: sheet.ok ? sheet.data : null,
    problem: sheet.ok ? null : (sheet.message ?? resourcesCopy.member.linkError),
  };
}

export function HydrateFallback() {
  return <AccountLoading />;
}

/** A line of the sheet, with its `code` spans set as code. */
function Line({ text: line }: { text: string }) {
  return line.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move.
        key={index}
        className="rounded bg-slate-100 px-1 py-0.5 text-[0.875em] text-ink-900 [overflow-wrap:anywhere]"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/**
 * A cheatsheet as a page to read and print (data-printable: printed without the site's header,
 * footer and menus, web/app.css), with the same text as its PDF.
 */
export default function ResourceSheetPage() {
  const { slug, sheet, problem } = useLoaderData<typeof clientLoader>();
  const download = useResourceDownload();
  const back = (
    <BackLink
      to="/dashboard/resources"
      className="text-slate-700 hover:text-accent-700 print:hidden"
    >
      {text.back}
    </BackLink>
  );
  if (!sheet)
    return (
      <>
        {back}
        <Feedback message={problem} className="mt-4" />
      </>
    );
  const busy = download.busyWith(slug);
  return (
    <article data-printable className="min-w-0">
      {back}
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{sheet.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{sheet.sheet.intro}</p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Icon name="printer" aria-hidden="true" className="size-4" />
          {text.print}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            if (!busy) void download.start(slug);
          }}
          busy={busy}
        >
          <Icon name={busy ? "loader-circle" : "download"} aria-hidden="true" className="size-4" />
          {busy ? resourcesCopy.member.preparing : text.download}
        </Button>
      </div>
      <Feedback message={download.problemWith(slug)} className="mt-3" />
      <nav aria-labelledby="sheet-contents" className="mt-8 print:hidden">
        <h2
          id="sheet-contents"
          className="text-sm font-semibold tracking-[0.08em] text-slate-600 uppercase"
        >
          {text.contents}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {sheet.sheet.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-ink-900 hover:border-accent-600 hover:text-accent-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sheet.sheet.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-8 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] break-inside-avoid-page sm:p-6 print:border-0 print:p-0 print:shadow-none"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-accent-700">
            {section.title}
          </h2>
          <p className="mt-2 font-semibold text-ink-900">
            <Line text={section.lead} />
          </p>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.9375rem] text-slate-700 marker:text-accent-700">
            {section.points.map((point) => (
              <li key={point}>
                <Line text={point} />
              </li>
            ))}
          </ul>
          {section.example && (
            <figure className="mt-4">
              <figcaption className="text-sm font-semibold text-slate-600">
                {section.example.caption}
              </figcaption>
              <pre
                // A wide example scrolls sideways: reachable by keyboard too.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
                tabIndex={0}
                className="mt-2 overflow-x-auto rounded-xl border-l-4 border-accent-600 bg-slate-100 p-4 text-[0.8125rem] leading-relaxed text-ink-900 print:whitespace-pre-wrap"
              >
                <code>{section.example.code.trimEnd()}</code>
              </pre>
            </figure>
          )}
        </section>
      ))}
      <p className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-600">
        {sheet.sheet.footnote}
      </p>
    </article>
  );
}
