import type { ReactNode } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { Lead } from "#contract/admin.ts";
import { leadStatusLabels, spamReasonLabels, spamSignalLabels } from "#contract/admin-fields.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { BackLink, DetailPanel } from "#web/components/admin/detail-page.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import {
  attributionRows,
  FollowUpForm,
  formatPkr,
  LeadHistory,
  NoteForm,
  NotSpamForm,
  StageForm,
} from "#web/components/admin/lead-pipeline.tsx";
import { loadAdmin } from "#web/components/admin/load.ts";
import { leadTones, StatusBadge } from "#web/components/admin/status-badge.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/lead";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Lead ${params.id}`,
    description: "One lead in full: its message, stage, source and history.",
    path: `/admin/leads/${params.id}`,
    index: false,
  });

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadAdmin<Lead>(`/admin/leads/${encodeURIComponent(params.id)}`);
}

const forwardLabels = {
  pending: "Waiting to be passed on",
  sent: "Passed on",
  failed: "Not passed on yet; retrying",
} as const;

export default function LeadPage() {
  const { data: lead, error } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const saved = () => revalidator.revalidate();

  if (error !== null)
    return (
      <>
        <AccountHeading eyebrow="Leads" title="Lead not found" />
        <Feedback message={error} />
        <BackLink to="/admin/leads" label="All leads" />
      </>
    );

  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const details: Array<[string, ReactNode]> = [
    [
      "Email",
      <a
        key="email"
        href={`mailto:${lead.email}`}
        className="font-medium [overflow-wrap:anywhere] text-accent-700 hover:underline"
      >
        {lead.email}
      </a>,
    ],
    [
      "Phone",
      lead.phone ? (
        <a
          key="phone"
          href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
          className="font-medium text-accent-700 hover:underline"
        >
          {lead.phone}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["Company", lead.company || "Not given"],
    [
      "Received",
      <time key="received" dateTime={lead.createdAt}>
        {formatDateTime(lead.createdAt)}
      </time>,
    ],
    ["Subject", lead.subject],
  ];
  if (lead.valuePkr !== null) details.push(["Deal value", formatPkr(lead.valuePkr)]);
  if (lead.lostReason) details.push(["Lost reason", lead.lostReason]);
  if (lead.nextFollowUpOn) details.push(["Next follow-up", lead.nextFollowUpOn]);
  if (lead.handledAt)
    details.push([
      "First contacted",
      <time key="handled" dateTime={lead.handledAt}>
        {formatDateTime(lead.handledAt)}
      </time>,
    ]);
  if (lead.forward)
    details.push([
      "Form service",
      `${forwardLabels[lead.forward.state]} (${lead.forward.attempts} ${lead.forward.attempts === 1 ? "attempt" : "attempts"})`,
    ]);

  return (
    <>
      <BackLink to="/admin/leads" label="All leads" />
      <AccountHeading
        eyebrow={`Lead ${lead.id}`}
        title={`From ${name}`}
        lead={
          <StatusBadge tone={leadTones[lead.status]}>{leadStatusLabels[lead.status]}</StatusBadge>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <SpamCheck lead={lead} saved={saved} />
        <DetailPanel id="message-title" title="Message">
          <p className="mt-3 text-base leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-ink-900">
            {lead.message}
          </p>
          <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
            <ButtonLink
              to={`mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}
            >
              <Icon name="mail" aria-hidden="true" className="size-4" />
              Reply by E-mail
            </ButtonLink>
          </div>
        </DetailPanel>
        <DetailPanel id="sender-title" title="Sender">
          <Details rows={details} />
        </DetailPanel>
        <DetailPanel id="stage-title" title="Pipeline stage">
          {/* Not keyed by the stage: a save keeps the form, and so its outcome message, on screen. */}
          <StageForm lead={lead} saved={saved} />
        </DetailPanel>
        <DetailPanel id="source-title" title="Where it came from">
          <Details rows={attributionRows(lead)} breakAnywhere />
        </DetailPanel>
        <DetailPanel id="follow-up-title" title="Follow-up and notes">
          <FollowUpForm lead={lead} saved={saved} />
          <NoteForm lead={lead} saved={saved} />
        </DetailPanel>
        <DetailPanel id="history-title" title="History">
          <LeadHistory history={lead.history} />
        </DetailPanel>
      </div>
    </>
  );
}

/**
 * Labels beside their values from 640 px. `breakAnywhere` lets a long address or link break
 * where it must, rather than widen the card.
 */
function Details({
  rows,
  breakAnywhere = false,
}: {
  rows: ReadonlyArray<[string, ReactNode]>;
  breakAnywhere?: boolean;
}) {
  return (
    <dl className="mt-3 divide-y divide-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className={breakAnywhere ? "[overflow-wrap:anywhere] text-ink-900" : "text-ink-900"}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Why a lead waits in Check or is Spam, and the one click that says a person wrote it; once
 * that is done, who did it. Nothing for a lead that arrived without a doubt.
 */
function SpamCheck({ lead, saved }: { lead: Lead; saved: () => Promise<void> }) {
  const doubtful = lead.status === "check" || lead.status === "spam";
  const cleared = lead.history.findLast(
    (event) => event.kind === "status" && event.note === "Not spam",
  );
  if (!doubtful && !cleared && lead.spamSignals.length === 0) return null;
  const reasons = [
    ...(lead.spamReason ? [spamReasonLabels[lead.spamReason]] : []),
    ...lead.spamSignals.map((signal) => spamSignalLabels[signal]),
  ];
  const title =
    lead.status === "check" ? "Waiting in Check" : lead.status === "spam" ? "Spam" : "Spam check";
  return (
    <DetailPanel id="spam-title" title={title} tone={doubtful ? "warning" : "plain"} wide>
      <p className="mt-2 text-slate-700">
        {lead.status === "check"
          ? "This may be spam, or a person in a hurry. Read the message: if a person wrote it, it belongs in New."
          : lead.status === "spam"
            ? "Filed as spam. If a person wrote it after all, move it to New."
            : "What the site noticed when it arrived:"}
      </p>
      {reasons.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600">Spam score {lead.spamScore}</p>
      {doubtful ? (
        <NotSpamForm lead={lead} saved={saved} />
      ) : (
        cleared && (
          <p role="status" className="mt-3 font-medium text-success-700">
            ✅ Not spam: moved to {leadStatusLabels.new} by {cleared.by},{" "}
            <time dateTime={cleared.at}>{formatDateTime(cleared.at)}</time>.
          </p>
        )
      )}
    </DetailPanel>
  );
}
