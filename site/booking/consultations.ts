import {
  allConsultants,
  allConsultations,
  allTeamMembers,
  holidayCalendar,
} from "#content-collections";
import type { ConsultantEntry, ConsultationEntry } from "./schema.ts";

/**
 * The kinds of consultation (content/consultations/), the consultants' weeks
 * (content/consultants/) and the public holidays (content/company/holidays.yaml) as the server
 * and the booking page read them: each with its slug (its file's name), the consultant's name
 * and role from the team (content/team/).
 */

const slugOf = (entry: { _meta: { path: string } }) => entry._meta.path;

export type Consultation = ConsultationEntry & { slug: string };

export const consultations: readonly Consultation[] = (
  allConsultations as readonly (ConsultationEntry & { _meta: { path: string } })[]
)
  .map(({ _meta, ...entry }) => ({ ...entry, slug: _meta.path }))
  .sort((a, b) => a.order - b.order);

export type Consultant = ConsultantEntry & {
  slug: string;
  name: string;
  role: string;
};

const team = new Map(allTeamMembers.map((member) => [slugOf(member), member]));

export const consultants: readonly Consultant[] = (
  allConsultants as readonly (ConsultantEntry & { _meta: { path: string } })[]
).map(({ _meta, ...week }) => {
  const member = team.get(_meta.path);
  return {
    ...week,
    slug: _meta.path,
    // Checked by consultations.test.ts; a name still shows should the team change first.
    name: member?.name ?? _meta.path,
    role: member?.role ?? "",
  };
});

export const publicHolidays: readonly { date: string; name: string }[] = (
  holidayCalendar as { holidays: { date: string; name: string }[] }
).holidays;

export function consultationBySlug(slug: string): Consultation | undefined {
  return consultations.find((consultation) => consultation.slug === slug);
}

export function consultantBySlug(slug: string): Consultant | undefined {
  return consultants.find((consultant) => consultant.slug === slug);
}

/** The consultation a service page's "Free Consultation" button books: the first offered on it. */
export function consultationForService(path: string): Consultation | undefined {
  return consultations.find(
    (consultation) => consultation.audience === "anyone" && consultation.services.includes(path),
  );
}

/** The consultation anyone can book, for a page that names no service. */
export const openConsultation: Consultation = consultations.find(
  (consultation) => consultation.audience === "anyone",
)!;
