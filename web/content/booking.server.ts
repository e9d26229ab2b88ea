import { consultantBySlug, consultations, openConsultation } from "#site/booking/consultations.ts";

/** What the page shows of a consultation: its words, length and consultants. */
export function bookingPageOf(slug: string) {
  const consultation = consultations.find((entry) => entry.slug === slug);
  if (!consultation) return null;
  return {
    slug: consultation.slug,
    title: consultation.title,
    summary: consultation.summary,
    audience: consultation.audience,
    durationMinutes: consultation.durationMinutes,
    questions: consultation.questions,
    consultants: consultation.consultants.map((who) => {
      const consultant = consultantBySlug(who);
      return { name: consultant?.name ?? who, role: consultant?.role ?? "" };
    }),
  };
}

/** The consultation /book offers: the first that anyone can book. */
export const defaultBooking = () => openConsultation.slug;
