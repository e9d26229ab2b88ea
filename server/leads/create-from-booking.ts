import { type BudgetRange, budgetRangeLabels } from "#contract/booking-fields.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { LeadAttributionColumns } from "./attribute.ts";
import { createLead } from "./create-lead.ts";
import type { LeadDeps } from "./rules.ts";

export type BookingLeadInput = {
  /** The booking as the visitor made it, with the call's words for the lead's message. */
  booking: {
    id: number;
    title: string;
    /** "Monday 29 March, 14:00 Karachi time, with Omar Farooq". */
    when: string;
    name: string;
    email: string;
    company: string;
    need: string;
    budget: BudgetRange | null;
    /** The service page the booking was opened from. */
    service: string | null;
  };
  /** From `attributeLead`, read before the caller's transaction. */
  attribution: LeadAttributionColumns;
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * A booked call becomes a lead in the stage "Call booked" (origin "booking"), with the answers
 * as its message and the attribution an enquiry gets; the company inbox is told. Runs in the
 * booking's transaction (`deps.db`), so a booking never exists without its lead. The caller
 * wakes the job worker after it commits.
 */
export async function createLeadFromBooking(
  deps: Pick<LeadDeps, "db" | "mailTo" | "publicUrl">,
  { booking, attribution }: BookingLeadInput,
): Promise<{ id: number }> {
  const [firstName = booking.email, ...rest] = oneLine(booking.name).split(" ");
  const subject = `${booking.title}: ${booking.when}`;
  const message = [
    `Booked a call: ${booking.title}, ${booking.when}.`,
    `What they need: ${booking.need}`,
    ...(booking.budget ? [`Budget: ${budgetRangeLabels[booking.budget]}`] : []),
    ...(booking.service ? [`Booked from: ${booking.service}`] : []),
  ].join("\n\n");
  const written = {
    firstName,
    lastName: rest.join(" "),
    company: booking.company,
    phone: "",
    email: booking.email,
    subject: subject.slice(0, 150),
    message,
  };
  // A booking has no form token, so createLead always writes it.
  const { id } = (await createLead(deps, {
    origin: "booking",
    stage: "call-booked",
    written,
    attribution,
  }))!;
  const base = deps.publicUrl.replace(/\/+$/, "");
  await enqueueMail(deps.db, {
    to: deps.mailTo,
    subject: `Call booked: ${oneLine(booking.name)}, ${booking.when}`.slice(0, 200),
    text: [
      `${oneLine(booking.name)} <${booking.email}>${booking.company ? ` of ${oneLine(booking.company)}` : ""} booked ${booking.title}, ${booking.when}.`,
      "",
      message,
      "",
      `The lead: ${base}/admin/leads/${id}`,
    ].join("\n"),
    headers: { "Reply-To": booking.email },
  });
  return { id };
}
