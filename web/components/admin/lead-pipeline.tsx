import type { FormEventHandler, ReactNode } from "react";
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

/** One form of the lead page: it sends, shows the outcome and reloads the lead. */
function useLeadChange(saved: () => Promise<void>) {
  const form = useFormAction();
  /** The task of a submit: the request, then the lead reloaded, as the outcome to show. */
  async function send(
    method: "PATCH" | "POST" | "PUT",
    path: string,
    body: unknown,
    done: string,
  ): Promise<Outcome> {
    const result = await request<Lead>(method, path, body);
    if (!result.ok) return refused(result, "The change could not be saved. Try again.");
    await saved();
    return { message: done, ok: true };
  }
  return { ...form, send };
}

/** A lead page form: its fields, the submit button, and the outcome under them. */
function LeadChangeForm({
  form,
  onSubmit,
  submit,
  variant,
  children,
}: {
  form: ReturnType<typeof useLeadChange>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <form noValidate className="mt-3 grid gap-4" onSubmit={onSubmit}>
      {children}
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
  const form = useLeadChange(saved);
  return (
    <LeadChangeForm
      form={form}
      submit="Save Stage"
      onSubmit={form.handleSubmit(async ({ value }) => {
        const status = value("status") as LeadStatus;
        const amount = value("valuePkr").replace(/[,\s]/g, "");
        const reason = value("lostReason").trim();
        return form.send(
          "PATCH",
          `/admin/leads/${lead.id}`,
          {
            status,
            ...(amount && (status === "proposal" || status === "won")
              ? { valuePkr: Number(amount) }
              : {}),
            ...(reason && status === "lost" ? { lostReason: reason } : {}),
          },
          `✅ Moved to ${leadStatusLabels[status]}.`,
        );
      })}
    >
      <Field
        as="select"
        label="Stage"
        name="status"
        defaultValue={lead.status}
        error={form.errorFor("status")}
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
        error={form.errorFor("valuePkr")}
      />
      <Field
        label="Lost reason"
        name="lostReason"
        maxLength={leadLimits.lostReason}
        hint="With Lost only."
        defaultValue={lead.lostReason ?? ""}
        error={form.errorFor("lostReason")}
      />
    </LeadChangeForm>
  );
}

/** Adds a note to the history. */
export function NoteForm({ lead, saved }: LeadFormProps) {
  const form = useLeadChange(saved);
  return (
    <LeadChangeForm
      form={form}
      submit="Add Note"
      variant="secondary"
      onSubmit={form.handleSubmit(async ({ value, fields }) => {
        const outcome = await form.send(
          "POST",
          `/admin/leads/${lead.id}/notes`,
          { note: value("note") },
          "✅ Note added.",
        );
        if (outcome.ok) fields.reset();
        return outcome;
      })}
    >
      <Field
        as="textarea"
        label="Note"
        name="note"
        rows={3}
        maxLength={leadLimits.note}
        error={form.errorFor("note")}
      />
    </LeadChangeForm>
  );
}

/** Sets or clears the next follow-up day. */
export function FollowUpForm({ lead, saved }: LeadFormProps) {
  const form = useLeadChange(saved);
  return (
    <LeadChangeForm
      form={form}
      submit="Save Follow-up"
      variant="secondary"
      onSubmit={form.handleSubmit(async ({ value }) => {
        const on = value("on");
        return form.send(
          "PUT",
          `/admin/leads/${lead.id}/follow-up`,
          { on: on || null },
          on ? "✅ Follow-up set." : "✅ Follow-up cleared.",
        );
      })}
    >
      <Field
        type="date"
        label="Next follow-up"
        name="on"
        hint="Empty clears it. Due and overdue follow-ups head the overview and the morning digest."
        defaultValue={lead.nextFollowUpOn ?? ""}
        error={form.errorFor("on")}
      />
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
  if (event.kind === "follow-up")
    return event.followUpOn ? `Follow-up set for ${event.followUpOn}` : "Follow-up cleared";
  const parts = [
    `${event.fromStatus ? leadStatusLabels[event.fromStatus] : "?"} → ${event.toStatus ? leadStatusLabels[event.toStatus] : "?"}`,
  ];
  if (event.valuePkr !== null) parts.push(formatPkr(event.valuePkr));
  if (event.lostReason) parts.push(`reason: ${event.lostReason}`);
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
