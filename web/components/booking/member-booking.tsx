import { useEffect, useState } from "react";
import type { ConsultancyHours } from "#contract/consultancy-hours.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { consultancyHoursWords } from "#web/content/consultancy-hours.ts";
import { getJson } from "#web/lib/api.ts";
import { getStoredUser, isLoggedIn } from "#web/lib/session.ts";
import BookingForm, { type BookingChoice } from "./booking-form.tsx";

const text = consultancyHoursWords.page;

type State = "checking" | "signed-out" | "failed" | ConsultancyHours;

/**
 * Booking a consultation for members with an hour to spend (/book/consultancy-hour): the same
 * picker and form as every booking, once the member's hours say one is left. The server checks
 * the hour again when the booking arrives (the session's bearer token names the member).
 */
export default function MemberBooking({ consultation }: { consultation: BookingChoice }) {
  const [state, setState] = useState<State>("checking");
  useEffect(() => {
    if (!isLoggedIn()) return setState("signed-out");
    let current = true;
    void getJson<ConsultancyHours>("/consultancy-hours").then((result) => {
      if (!current) return;
      if (result.ok) setState(result.data);
      else setState(result.status === 401 ? "signed-out" : "failed");
    });
    return () => {
      current = false;
    };
  }, []);

  if (state === "checking")
    return (
      <p className="text-slate-700" role="status">
        {text.checking}
      </p>
    );
  if (state === "failed") return <p className="text-slate-700">{consultancyHoursWords.failed}</p>;
  if (state === "signed-out")
    return (
      <div className="grid gap-4">
        <p className="text-slate-700">{text.signedOut}</p>
        <p className="flex flex-wrap gap-3">
          <ButtonLink to="/login" variant="primary">
            {text.login}
          </ButtonLink>
          <ButtonLink to="/signup" variant="secondary">
            {text.signup}
          </ButtonLink>
        </p>
      </div>
    );
  if (state.available === 0)
    return (
      <div className="grid gap-4">
        <p className="font-semibold text-ink-900">{text.none}</p>
        <p className="text-slate-700">
          {consultancyHoursWords.earn(state.every)} {consultancyHoursWords.toNext(state.toNext)}
        </p>
        <p>
          <ButtonLink to="/dashboard" variant="secondary">
            {text.dashboard}
          </ButtonLink>
        </p>
      </div>
    );
  const user = getStoredUser();
  return (
    <div className="grid gap-4">
      <p className="font-semibold text-ink-900">{text.have(state.available)}</p>
      <BookingForm
        consultation={consultation}
        {...(user ? { member: { name: user.name, email: user.email } } : {})}
      />
    </div>
  );
}
