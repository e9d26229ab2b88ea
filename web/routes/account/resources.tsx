import { Link, replace, useLoaderData } from "react-router";
import type { ResourceList, ResourceSummary } from "#contract/resources.ts";
import {
  type DownloadRefusal,
  downloadRefusalReasons,
  downloadRefusals,
} from "#contract/resources-fields.ts";
import { readableDay } from "#contract/site-time.ts";
import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { useResourceDownload } from "#web/components/account/use-resource-download.ts";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { fill, formatSize, resourcesCopy } from "#web/content/resources/copy.ts";
import { getJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { endSessionAfter, isLoggedIn } from "#web/lib/session.ts";
import type { Route } from "./+types/resources";

const text = resourcesCopy.member;

export const meta = () => pageMeta({ ...text.meta, path: "/dashboard/resources", index: false });

/** A refused download link opened in the browser lands here with `?refused=<reason>`. */
function refusalIn(url: string): string | null {
  const reason = new URL(url).searchParams.get("refused");
  return reason && downloadRefusalReasons.includes(reason as DownloadRefusal)
    ? downloadRefusals[reason as DownloadRefusal]
    : null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) throw replace("/login");
  const list = await getJson<ResourceList>("/resources");
  if (!list.ok && list.status === 401) {
    endSessionAfter(list.status);
    throw replace("/login");
  }
  return {
    resources: list.ok ? list.data.resources : null,
    loadError: list.ok ? null : (list.message ?? text.linkError),
    refused: refusalIn(request.url),
  };
}

export function HydrateFallback() {
  return <AccountLoading />;
}

/**
 * /dashboard/resources: the member library. A confirmed member downloads each file through a
 * link made for their account; an unconfirmed one is asked to confirm first; an early-access
 * resource says what unlocks it and how far the member is.
 */
export default function Resources() {
  const { user } = useAccount();
  const { resources, loadError, refused } = useLoaderData<typeof clientLoader>();
  const download = useResourceDownload();
  return (
    <>
      <AccountHeading eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <Feedback message={refused ?? loadError} className="mb-6" />
      {!user.emailVerified && (
        // The dashboard's banner sends a new link; here a line says why nothing downloads yet.
        <p className="mb-6 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-4 text-[0.9375rem] text-slate-700">
          {fill(text.confirmBanner, { email: user.email })}{" "}
          <Link
            to="/dashboard"
            className="font-semibold text-accent-700 underline underline-offset-2"
          >
            {text.newLink}
          </Link>
        </p>
      )}
      {resources?.length === 0 && <p className="text-slate-600">{text.empty}</p>}
      <ul className="grid gap-6 xl:grid-cols-2">
        {resources?.map((resource) => (
          <li
            key={resource.slug}
            id={resource.slug}
            className="flex min-w-0 flex-col rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
          >
            <p className="text-sm font-semibold tracking-[0.08em] text-accent-700 uppercase">
              {resource.format.toUpperCase()} · {formatSize(resource.bytes)}
            </p>
            <h2 className="mt-2 text-xl font-semibold text-ink-900">{resource.title}</h2>
            <p className="mt-2 text-[0.9375rem] text-slate-600">{resource.summary}</p>
            <div className="mt-auto pt-5">
              <ResourceAction resource={resource} download={download} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ResourceAction({
  resource,
  download,
}: {
  resource: ResourceSummary;
  download: ReturnType<typeof useResourceDownload>;
}) {
  const { access } = resource;
  if (access.state === "confirm-email")
    return (
      <p className="flex items-start gap-2 text-[0.9375rem] font-medium text-slate-700">
        <Icon name="mail" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {text.confirmFirst}
      </p>
    );
  if (access.state === "locked")
    return (
      <div className="grid gap-1 text-[0.9375rem]">
        {access.referrals !== undefined && (
          <p className="flex items-start gap-2 font-semibold text-ink-900">
            <Icon
              name="lock"
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-accent-700"
            />
            {fill(text.unlocksAt, { n: access.referrals, have: access.have })}
          </p>
        )}
        {access.openToAllFrom !== undefined && (
          <p className="pl-6 text-slate-600">
            {fill(text.unlocksOn, { day: readableDay(access.openToAllFrom) })}
          </p>
        )}
        <ArrowLink to="/dashboard" className="mt-1">
          {text.shareLink}
        </ArrowLink>
      </div>
    );
  const busy = download.busyWith(resource.slug);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            if (!busy) void download.start(resource.slug);
          }}
          busy={busy}
        >
          <Icon name={busy ? "loader-circle" : "download"} aria-hidden="true" className="size-4" />
          {busy
            ? text.preparing
            : fill(text.download, {
                format: resource.format.toUpperCase(),
                size: formatSize(resource.bytes),
              })}
        </Button>
        {resource.readable && (
          <Link
            to={`/dashboard/resources/${resource.slug}`}
            className="inline-flex min-h-11 items-center text-[0.9375rem] font-semibold text-accent-700 hover:underline"
          >
            {text.read}
          </Link>
        )}
      </div>
      <Feedback message={download.problemWith(resource.slug)} />
    </div>
  );
}
