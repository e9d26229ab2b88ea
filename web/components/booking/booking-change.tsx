import { useEffect, useRef, useState } from "react";
import type { BookingLinkPurpose } from "#contract/booking-fields.ts";
import type {
  BookedCall,
  BookingLinkBody,
  CancelBookingBody,
  LinkedCall,
} from "#contract/bookings.ts";
import { slotLabel } from "#site/booking/slot-labels.ts";
import { siteTimeZone } from "#site/booking/zone.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { bookingChangeCopy as copy } from "#web/content/booking.ts";
import { postJson } from "#web/lib/api.ts";
import BookingForm, { visitorZone } from "./booking-form.tsx";

/**
 * Where the page's link stands: read from the address on load (the prerendered page cannot know
 * it), then asked of the server without using it, so a spent or forged link says so at once.
 */
type LinkState =
  | { kind: "checking" }
  | { kind: "refused"; message: string }
  | { kind: "usable"; id: number; token: string; call: LinkedCall };

function useBookingLink(purpose: BookingLinkPurpose): LinkState {
  const [link, setLink] = useState<LinkState>({ kind: "checking" });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = Number(params.get("booking"));
    const token = params.get("token")?.trim() ?? "";
    if (!Number.isSafeInteger(id) || id < 1 || !token)
      return setLink({ kind: "refused", message: copy.missing });
    const controller = new AbortController();
    void postJson<LinkedCall>(
      `/bookings/${id}/link`,
      { token, purpose } satisfies BookingLinkBody,
      { token: null, signal: controller.signal },
    ).then((result) => {
      if (controller.signal.aborted) return;
      setLink(
        result.ok
          ? { kind: "usable", id, token, call: result.data }
          : { kind: "refused", message: result.message ?? copy.failed },
      );
    });
    return () => controller.abort();
  }, [purpose]);
  return link;
}

/** The call as it stands: when, in the visitor's zone and Karachi's, and with whom. */
function CallSummary({ call, zone }: { call: LinkedCall | BookedCall; zone: string }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="call-heading" className="text-xl font-bold text-ink-900">
        {copy.heading}
      </h2>
      <p className="mt-3 text-lg font-semibold text-ink-900">
        {slotLabel(Date.parse(call.start), zone).spoken}
      </p>
      <p className="mt-1 text-slate-700">
        {call.title} with {call.consultant.name}
        {call.consultant.role ? `, ${call.consultant.role}` : ""}
      </p>
    </div>
  );
}

/** The cancel link's page: the call, one button, then what became of it. */
function CancelCall({
  id,
  token,
  call,
  zone,
}: {
  id: number;
  token: string;
  call: LinkedCall;
  zone: string;
}) {
  const form = useFormAction();
  const done = useRef<HTMLHeadingElement>(null);
  const cancelled = form.ok;
  useEffect(() => {
    if (cancelled) done.current?.focus();
  }, [cancelled]);

  const cancel = () =>
    void form.run(async () => {
      const result = await postJson<BookedCall>(
        `/bookings/${id}/cancel`,
        { token } satisfies CancelBookingBody,
        { token: null },
      );
      return result.ok
        ? { ok: true, message: `✅ ${result.data.message}` }
        : { message: `❌ ${result.message ?? copy.cancelFailed}` };
    });

  if (cancelled)
    return (
      <div data-cancelled className="grid gap-4">
        <h2
          ref={done}
          tabIndex={-1}
          className="flex items-center gap-3 text-xl font-bold text-ink-900"
        >
          <Icon name="check" aria-hidden="true" className="size-6 shrink-0 text-success-700" />
          {copy.cancelled}
        </h2>
        <Feedback message={form.message} />
        <p className="text-slate-700">{copy.cancelledLead}</p>
        <p>
          <ButtonLink to={call.rebookPath}>{copy.bookAgain}</ButtonLink>
        </p>
      </div>
    );
  return (
    <div className="grid gap-5">
      <CallSummary call={call} zone={zone} />
      <p className="text-slate-700">{copy.keep}</p>
      <Feedback message={form.message} />
      <div>
        <Button variant="danger" onClick={cancel} busy={form.busy}>
          {form.busy ? copy.cancelling : copy.confirm}
        </Button>
      </div>
    </div>
  );
}

/**
 * /book/reschedule and /book/cancel, once the app runs: the link in the address is checked, then
 * the call is cancelled with one button, or moved with the booking page's own picker (its
 * consultant's times only). A link that does not work says why and offers a new booking.
 */
export default function BookingChange({ purpose }: { purpose: BookingLinkPurpose }) {
  const link = useBookingLink(purpose);
  // Karachi's until the browser's own zone is known: the first render matches the page's HTML.
  const [zone, setZone] = useState(siteTimeZone);
  useEffect(() => setZone(visitorZone()), []);
  const [moved, setMoved] = useState<BookedCall | null>(null);

  if (link.kind === "checking")
    return (
      <p role="status" className="text-slate-700">
        {copy.checking}
      </p>
    );
  if (link.kind === "refused")
    return (
      <div data-link-refused className="grid gap-4">
        <p role="alert" className="text-[0.9375rem] font-medium text-danger-700">
          {link.message}
        </p>
        <p>
          <ButtonLink to="/book">{copy.bookNew}</ButtonLink>
        </p>
      </div>
    );
  const { id, token, call } = link;
  if (purpose === "cancel") return <CancelCall id={id} token={token} call={call} zone={zone} />;
  return (
    <div className="grid gap-6">
      <CallSummary call={moved ?? call} zone={zone} />
      <BookingForm
        consultation={{
          slug: call.consultation,
          title: call.title,
          durationMinutes: call.durationMinutes,
          questions: [],
        }}
        moving={{ id, token, consultant: call.consultantSlug }}
        onBooked={setMoved}
      />
    </div>
  );
}
