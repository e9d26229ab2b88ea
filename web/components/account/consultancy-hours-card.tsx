import type { ConsultancyHours } from "#contract/consultancy-hours.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { consultancyHoursWords as text } from "#web/content/consultancy-hours.ts";
import { DashboardCard } from "./dashboard-card.tsx";
import { FigureTiles } from "./figure-tiles.tsx";
import { StatusRows } from "./status-rows.tsx";

/** In the member's own time zone, as their browser reports it. */
const callFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short" });

/** The path of the members' booking page: the consultancy hour's own /book page. */
export const consultancyHourPath = "/book/consultancy-hour";

/**
 * The dashboard's consultancy hours: unlocked by credited referrals, booked, used and left to
 * book (the server's figures, REFERRAL_CONSULTATION_EVERY included), what the next hour needs,
 * the calls, and the way to book one through the booking page. `null`: they could not be loaded.
 */
export function ConsultancyHoursCard({ hours }: { hours: ConsultancyHours | null }) {
  if (!hours)
    return (
      <DashboardCard icon="calendar" title={text.title}>
        <p className="mt-3 text-slate-700">{text.failed}</p>
      </DashboardCard>
    );
  const figures = [
    { label: text.figures.unlocked, value: hours.unlocked },
    { label: text.figures.booked, value: hours.booked },
    { label: text.figures.used, value: hours.used },
    { label: text.figures.available, value: hours.available },
  ];
  return (
    <DashboardCard icon="calendar" title={text.title}>
      <p className="mt-2 text-[0.9375rem] text-slate-700">
        {text.earn(hours.every)} {text.toNext(hours.toNext)}
      </p>
      <FigureTiles
        figures={figures}
        className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-4"
        data-consultancy-hours
      />
      {hours.revoked > 0 && (
        <p className="mt-3 text-sm text-slate-700">{text.revoked(hours.revoked)}</p>
      )}
      {hours.available > 0 && (
        <p className="mt-4">
          <ButtonLink to={consultancyHourPath} variant="primary">
            {text.book}
          </ButtonLink>
        </p>
      )}
      {hours.calls.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-ink-900">{text.callsTitle}</h3>
          <StatusRows
            rows={hours.calls.map((call) => ({
              key: call.id,
              what: (
                <>
                  <time dateTime={call.start} className="font-medium">
                    {callFormat.format(new Date(call.start))}
                  </time>
                  <span className="text-slate-600"> · {call.consultant}</span>
                </>
              ),
              status: text.states[call.state],
            }))}
          />
        </>
      )}
    </DashboardCard>
  );
}
