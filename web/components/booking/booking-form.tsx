import { type RefObject, useEffect, useRef, useState } from "react";
import {
  bookingLimits,
  budgetRangeLabels,
  budgetRanges,
  slotPageDays,
} from "#contract/booking-fields.ts";
import type {
  BookedCall,
  BookingRequest,
  BookingSlot,
  RescheduleBookingBody,
  SlotList,
  SlotTaken,
} from "#contract/bookings.ts";
import { byVisitorDay, slotLabel } from "#site/booking/slot-labels.ts";
import { siteTimeZone } from "#site/booking/zone.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmationCard } from "#web/components/ui/confirmation-card.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { getJson, postJson } from "#web/lib/api.ts";

/** The consultation as the page hands it to the form: what to ask and how long it lasts. */
export type BookingChoice = {
  slug: string;
  title: string;
  durationMinutes: number;
  questions: readonly string[];
};

/** The visitor's zone, as their browser reports it; Karachi's when it reports none. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || siteTimeZone;
  } catch {
    return siteTimeZone;
  }
}

const day = 24 * 60 * 60_000;

type Page = { from: number; slots: BookingSlot[]; windowEnd: number } | "loading" | "failed";

/**
 * A booked call being moved with its reschedule link (/book/reschedule): the picker offers its
 * consultant's free times only, asks nothing else, and moves the call.
 */
export type MovingCall = { id: number; token: string; consultant: string };

/**
 * Booking a call: a week of free slots as radio buttons grouped by the visitor's day (their own
 * time, Karachi's beside it), then the questions and a confirm. Radios give the keyboard and
 * screen readers the picker for free: Tab to a day's times, arrows between them. A slot taken
 * meanwhile shows the server's message and the next free slots in the list's place. With
 * `moving`, the same picker moves a booked call (the reschedule link's page).
 */
export default function BookingForm({
  consultation,
  service,
  moving,
  onBooked,
  member,
}: {
  consultation: BookingChoice;
  service?: string;
  moving?: MovingCall;
  /** Told of the call once booked or moved, for the page around the form. */
  onBooked?: (call: BookedCall) => void;
  /** A signed-in member's name and address, filled in (they may book for a colleague). */
  member?: { name: string; email: string };
}) {
  // Karachi's in the prerendered page; the visitor's own once the browser runs it.
  const [zone, setZone] = useState(siteTimeZone);
  useEffect(() => setZone(visitorZone()), []);
  const [page, setPage] = useState<Page>("loading");
  const [from, setFrom] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedCall | null>(null);
  const form = useFormAction();
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const onlyConsultant = moving?.consultant;

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({
      consultation: consultation.slug,
      days: String(slotPageDays),
      ...(from === null ? {} : { from: new Date(from).toISOString() }),
      ...(onlyConsultant ? { consultant: onlyConsultant } : {}),
    });
    setPage("loading");
    void getJson<SlotList>(`/bookings/slots?${query}`, { token: null }).then((result) => {
      if (!current) return;
      if (!result.ok) return setPage("failed");
      setPage({
        from: from ?? Date.now(),
        slots: result.data.slots,
        windowEnd: Date.parse(result.data.windowEnd),
      });
    });
    return () => {
      current = false;
    };
  }, [consultation.slug, from, onlyConsultant]);

  useEffect(() => {
    if (booked) bookedHeading.current?.focus();
  }, [booked]);

  if (booked)
    return (
      <BookedCard
        booked={booked}
        moved={moving !== undefined}
        zone={zone}
        headingRef={bookedHeading}
        message={form.message}
        messageId={form.messageId}
      />
    );

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const start = value("start");
    if (!start) return { message: "❌ Choose a time first.", field: "start" };
    const result = moving
      ? await postJson<BookedCall>(`/bookings/${moving.id}/reschedule`, {
          token: moving.token,
          start,
        } satisfies RescheduleBookingBody)
      : await postJson<BookedCall>("/bookings", bookingOf(value, start));
    if (result.ok) {
      setBooked(result.data);
      onBooked?.(result.data);
      return { ok: true, message: `✅ ${result.data.message}` };
    }
    if (result.status === 409) {
      const taken = result.body as SlotTaken;
      setChosen(null);
      if (typeof page === "object") setPage({ ...page, slots: taken.nextSlots ?? [] });
      return { message: `❌ ${taken.message}`, field: "start" };
    }
    return {
      message: `❌ ${result.message ?? "The booking did not go through. Check your connection and try again."}`,
      field: result.field === "token" ? undefined : result.field,
    };
  });

  /** The booking the form's answers make. */
  function bookingOf(value: (name: string) => string, start: string): BookingRequest {
    return {
      consultation: consultation.slug,
      start,
      name: value("name"),
      email: value("email"),
      company: value("company"),
      need: value("need"),
      ...(value("budget") ? { budget: value("budget") as BookingRequest["budget"] } : {}),
      timeZone: zone,
      ...(service ? { service } : {}),
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-describedby={form.messageId}>
      <SlotPicker
        page={page}
        zone={zone}
        chosen={chosen}
        onChoose={setChosen}
        error={form.errorFor("start")}
        onPage={(next) => setFrom(next)}
      />
      {!moving && (
        <Questions
          asked={consultation.questions}
          errorFor={form.errorFor}
          {...(member ? { member } : {})}
        />
      )}
      <Feedback id={form.messageId} message={form.message} />
      <div>
        <Button type="submit" aria-disabled={form.busy || undefined}>
          {moving
            ? form.busy
              ? "Moving…"
              : "Move the call"
            : form.busy
              ? "Booking…"
              : "Confirm booking"}
        </Button>
      </div>
    </form>
  );
}

/** Who is booking: a signed-in member's own name and address are filled in. */
const whoFields = [
  { label: "Your name", name: "name", autoComplete: "name" },
  { label: "Email", name: "email", type: "email", autoComplete: "email" },
] as const;

/** Who is booking and what for: name and address, and the consultation's questions. */
function Questions({
  asked,
  errorFor,
  member,
}: {
  asked: readonly string[];
  errorFor: (name: string) => string | undefined;
  member?: { name: string; email: string };
}) {
  const asks = (question: string) => asked.includes(question);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {whoFields.map((field) => (
        <Field
          key={field.name}
          {...field}
          required
          defaultValue={member?.[field.name]}
          maxLength={bookingLimits[field.name]}
          error={errorFor(field.name)}
        />
      ))}
      {asks("company") && (
        <Field
          label="Company"
          name="company"
          autoComplete="organization"
          maxLength={bookingLimits.company}
          error={errorFor("company")}
          className="sm:col-span-2"
        />
      )}
      <Field
        as="textarea"
        label="What do you need?"
        name="need"
        required
        rows={4}
        maxLength={bookingLimits.need}
        hint="A few lines on your project or question, so the call starts on it."
        error={errorFor("need")}
        className="sm:col-span-2"
      />
      {asks("budget") && (
        <Field
          as="select"
          label="Budget (optional)"
          name="budget"
          defaultValue=""
          error={errorFor("budget")}
          className="sm:col-span-2"
        >
          <option value="">Prefer not to say</option>
          {budgetRanges.map((range) => (
            <option key={range} value={range}>
              {budgetRangeLabels[range]}
            </option>
          ))}
        </Field>
      )}
    </div>
  );
}

function SlotPicker({
  page,
  zone,
  chosen,
  onChoose,
  error,
  onPage,
}: {
  page: Page;
  zone: string;
  chosen: string | null;
  onChoose: (start: string) => void;
  error: string | undefined;
  onPage: (from: number) => void;
}) {
  const otherZone = zone !== siteTimeZone;
  return (
    <fieldset
      className="min-w-0 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 sm:p-6"
      aria-describedby={error}
      aria-busy={page === "loading" || undefined}
      data-slot-picker
    >
      <legend className="px-1 text-lg font-semibold text-ink-900">Choose a time</legend>
      <p className="text-sm text-slate-600">
        {otherZone
          ? `Times in your time zone (${zone}), with Karachi's beside them.`
          : "Times in Karachi (PKT, UTC+5)."}
      </p>
      {page === "loading" && <p className="mt-4 text-slate-700">Finding free times…</p>}
      {page === "failed" && (
        <p className="mt-4 text-slate-700">
          The free times could not be loaded. Reload the page, or send us a message instead.
        </p>
      )}
      {typeof page === "object" && (
        <>
          {page.slots.length === 0 && (
            <p className="mt-4 text-slate-700">No free times in these days: try later dates.</p>
          )}
          {byVisitorDay(
            page.slots.map((slot) => ({ ...slot, start: Date.parse(slot.start), iso: slot.start })),
            zone,
          ).map((group) => (
            <fieldset key={group.day} className="mt-5 min-w-0">
              <legend className="text-[0.9375rem] font-semibold text-ink-900">
                {group.heading}
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {group.slots.map((slot) => {
                  const label = slotLabel(slot.start, zone);
                  return (
                    <label
                      key={slot.iso}
                      className="relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-ink-900 has-checked:border-accent-700 has-checked:bg-accent-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-700"
                    >
                      <input
                        type="radio"
                        name="start"
                        value={slot.iso}
                        checked={chosen === slot.iso}
                        onChange={() => onChoose(slot.iso)}
                        className="sr-only"
                        aria-label={label.spoken}
                      />
                      <span aria-hidden="true" className="font-semibold">
                        {label.time}
                      </span>
                      {otherZone && label.karachiTime !== label.time && (
                        <span aria-hidden="true" className="text-sm opacity-80">
                          ({label.karachiTime} PKT)
                        </span>
                      )}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <div className="mt-6 flex flex-wrap gap-3">
            {page.from > Date.now() && (
              <Button
                variant="secondary"
                onClick={() => onPage(Math.max(Date.now(), page.from - slotPageDays * day))}
              >
                <Icon name="arrow-left" aria-hidden="true" className="size-4" /> Earlier days
              </Button>
            )}
            {page.from + slotPageDays * day < page.windowEnd && (
              <Button variant="secondary" onClick={() => onPage(page.from + slotPageDays * day)}>
                Later days <Icon name="arrow-right" aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}

function BookedCard({
  booked,
  moved,
  zone,
  headingRef,
  message,
  messageId,
}: {
  booked: BookedCall;
  /** Moved with a reschedule link rather than booked. */
  moved: boolean;
  zone: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  message: string | null;
  messageId: string;
}) {
  const start = Date.parse(booked.start);
  const label = slotLabel(start, zone);
  return (
    <ConfirmationCard
      data-booked
      title={moved ? "Your call is moved" : "Your call is booked"}
      headingRef={headingRef}
      message={message}
      messageId={messageId}
    >
      <p className="mt-4 text-lg font-semibold text-ink-900">{label.spoken}</p>
      <p className="mt-2 text-slate-700">
        {booked.title} with {booked.consultant.name}
        {booked.consultant.role ? `, ${booked.consultant.role}` : ""}.{" "}
        {moved
          ? "The updated invitation in your e-mail moves it in your calendar, with new links to move or cancel it."
          : "The invitation in your e-mail adds it to your calendar, and its links let you move or cancel the call."}
      </p>
    </ConfirmationCard>
  );
}
