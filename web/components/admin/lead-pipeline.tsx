import type { ReactNode } from "react";
import type { Lead, LeadStatus } from "#contract/admin.ts";
import {
  leadEventKindLabels,
  leadLimits,
  leadReferredViaLabels,
  leadStatuses,
  leadStatusLabels,
} from "#contract/admin-fields.ts";
import { formatDateTime } from "#web/components/admin/format.ts";
import { Button, type ButtonVariant } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { type Outcome, refused, useFormAction } from "#web/components/ui/use-form-action.ts";
import { request } from "#web/lib/api.ts";

const pkr = new Intl.NumberFormat("en-US");
export const formatPkr = (value: number) => `PKR ${pkr.format(value)}`;

/** What a lead page form asks the server for, and the line that says it was done. */
type LeadChange = { method: "PATCH" | "POST" | "PUT"; path: string; body: unknown; done: string };

/**
 * A lead page form: its fields, the submit button, and the outcome under them. A submit sends
 * the change, then reloads the lead.
 */
function LeadChangeForm({
  saved,
  submit,
  variant,
  change,
  resetWhenDone = false,
  children,
}: {
  saved: () => Promise<void>;
  submit: string;
  variant?: ButtonVariant;
  change: (value: (name: string) => string) => LeadChange;
  /** Empty the fields once the change is saved (a note, not a setting). */
  resetWhenDone?: boolean;
  /** The fields, given the id of the message when it is about one of them. */
  children: (errorFor: (name: string) => string | undefined) => ReactNode;
}) {
  const form = useFormAction();
  const onSubmit = form.handleSubmit(async ({ value, fields }): Promise<Outcome> => {
    const { method, path, body, done } = change(value);
    const result = await request<Lead>(method, path, body);
    if (!result.ok) return refused(result, "The change could not be saved. Try again.");
    await saved();
    if (resetWhenDone) fields.reset();
    return { message: done, ok: true };
  });
  return (
    <form noValidate className="mt-3 grid gap-4" onSubmit={onSubmit}>
      {children(form.errorFor)}
      <div>
        <Button type="submit" variant={variant} aria-disabled={form.busy || undefined}>
          {submit}
        </Button>
      </div>
      <Feedback message={form.message} id={form.messageId} />
    </form>
  );
}

/** What each form of the lead page is given: the lead, and how to reload it after a change. */
type LeadFormProps = { lead: Lead; saved: () => Promise<void> };

/** Moves the lead to a stage, with the deal's value or the reason it was lost. */
export function StageForm({ lead, saved }: LeadFormProps) {
  return (
    <LeadChangeForm
      saved={saved}
      submit="Save Stage"
      change={(value) => {
        const status = value("status") as LeadStatus;
        const amount = value("valuePkr").replace(/[,\s]/g, "");
        const reason = value("lostReason").trim();
        return {
          method: "PATCH",
          path: `/admin/leads/${lead.id}`,
          body: {
            status,
            ...(amount && (status === "proposal" || status === "won")
              ? { valuePkr: Number(amount) }
              : {}),
            ...(reason && status === "lost" ? { lostReason: reason } : {}),
          },
          done: `✅ Moved to ${leadStatusLabels[status]}.`,
        };
      }}
    >
      {(errorFor) => (
        <>
          <Field
            as="select"
            label="Stage"
            name="status"
            defaultValue={lead.status}
            error={errorFor("status")}
          >
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </Field>
          <Field
            label="Deal value (PKR)"
            name="valuePkr"
            inputMode="numeric"
            hint="With Proposal sent or Won; left empty, the value stays."
            defaultValue={lead.valuePkr ?? ""}
            error={errorFor("valuePkr")}
          />
          <Field
            label="Lost reason"
            name="lostReason"
            maxLength={leadLimits.lostReason}
            hint="With Lost only."
            defaultValue={lead.lostReason ?? ""}
            error={errorFor("lostReason")}
          />
        </>
      )}
    </LeadChangeForm>
  );
}

/**
 * One click for a lead in Check or Spam that a person wrote: it moves to New (and is forwarded
 * like any new lead); its history and the audit log say who decided.
 */
export function NotSpamForm({ lead, saved }: LeadFormProps) {
  return (
    <LeadChangeForm
      saved={saved}
      submit="Not Spam"
      change={() => ({
        method: "POST",
        path: `/admin/leads/${lead.id}/not-spam`,
        body: {},
        done: `✅ Moved to ${leadStatusLabels.new}.`,
      })}
    >
      {() => null}
    </LeadChangeForm>
  );
}

/** Adds a note to the history. */
export function NoteForm({ lead, saved }: LeadFormProps) {
  return (
    <LeadChangeForm
      saved={saved}
      submit="Add Note"
      variant="secondary"
      resetWhenDone
      change={(value) => ({
        method: "POST",
        path: `/admin/leads/${lead.id}/notes`,
        body: { note: value("note") },
        done: "✅ Note added.",
      })}
    >
      {(errorFor) => (
        <Field
          as="textarea"
          label="Note"
          name="note"
          rows={3}
          maxLength={leadLimits.note}
          error={errorFor("note")}
        />
      )}
    </LeadChangeForm>
  );
}

/** Sets or clears the next follow-up day. */
export function FollowUpForm({ lead, saved }: LeadFormProps) {
  return (
    <LeadChangeForm
      saved={saved}
      submit="Save Follow-up"
      variant="secondary"
      change={(value) => {
        const on = value("on");
        return {
          method: "PUT",
          path: `/admin/leads/${lead.id}/follow-up`,
          body: { on: on || null },
          done: on ? "✅ Follow-up set." : "✅ Follow-up cleared.",
        };
      }}
    >
      {(errorFor) => (
        <Field
          type="date"
          label="Next follow-up"
          name="on"
          hint="Empty clears it. Due and overdue follow-ups head the overview and the morning digest."
          defaultValue={lead.nextFollowUpOn ?? ""}
          error={errorFor("on")}
        />
      )}
    </LeadChangeForm>
  );
}

/** Where the lead came from, as the site recorded it. */
export function attributionRows(lead: Lead): Array<[string, ReactNode]> {
  const { attribution: a } = lead;
  const rows: Array<[string, ReactNode]> = [
    ["Landing page", a.landingPath ?? "Not known"],
    ["Source", a.source ?? "Not known"],
  ];
  if (a.medium) rows.push(["Medium", a.medium]);
  if (a.campaign) rows.push(["Campaign", a.campaign]);
  rows.push([
    "Service page",
    a.servicePath ? `${a.service ?? ""} (${a.servicePath})`.trim() : "None viewed",
  ]);
  rows.push([
    "Referrer",
    a.referrer
      ? `${a.referrer.name} <${a.referrer.email}>, code ${a.referrer.code}: ${leadReferredViaLabels[a.referrer.via]}`
      : "None",
  ]);
  return rows;
}

function eventText(event: Lead["history"][number]): string {
  if (event.kind === "note") return event.note ?? "";
  if (event.kind === "received") {
    const stage = event.toStatus ? leadStatusLabels[event.toStatus] : "?";
    return event.note ? `${stage}. ${event.note}` : stage;
  }
  if (event.kind === "follow-up")
    return event.followUpOn ? `Follow-up set for ${event.followUpOn}` : "Follow-up cleared";
  // A booked call moved, cancelled or missed, and the stage it took the lead out of Call booked to.
  if (event.kind === "call")
    return event.fromStatus && event.toStatus
      ? `${event.note ?? ""} ${leadStatusLabels[event.fromStatus]} → ${leadStatusLabels[event.toStatus]}.`.trim()
      : (event.note ?? "");
  const parts = [
    `${event.fromStatus ? leadStatusLabels[event.fromStatus] : "?"} → ${event.toStatus ? leadStatusLabels[event.toStatus] : "?"}`,
  ];
  if (event.valuePkr !== null) parts.push(formatPkr(event.valuePkr));
  if (event.lostReason) parts.push(`reason: ${event.lostReason}`);
  if (event.note) parts.push(event.note);
  return parts.join(", ");
}

/** Every change of the lead, oldest first. */
export function LeadHistory({ history }: { history: Lead["history"] }) {
  if (history.length === 0) return <p className="mt-3 text-slate-600">No changes yet.</p>;
  return (
    <ol className="mt-3 divide-y divide-slate-100">
      {history.map((event) => (
        <li key={event.id} className="py-2.5">
          <p className="font-medium [overflow-wrap:anywhere] whitespace-pre-wrap text-ink-900">
            {leadEventKindLabels[event.kind]}: {eventText(event)}
          </p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.by}
          </p>
        </li>
      ))}
    </ol>
  );
}
