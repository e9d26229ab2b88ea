import { bookingPath } from "#contract/booking-fields.ts";
import { contactLink } from "#site/navigation.ts";

/** A call to action that leads to the contact form, in the page's own words. */
/*#__NO_SIDE_EFFECTS__*/
export function toContact(label: string) {
  return { label, to: contactLink.to };
}

/** A "Free Consultation" call to action: the booking page, with the service it was on chosen. */
/*#__NO_SIDE_EFFECTS__*/
export function toConsultation(label: string, service: string) {
  return { label, to: bookingPath({ service }) };
}

/** Whether a call to action offers the free consultation, so it books instead of writing. */
export const offersConsultation = (label: string) => /free\b.*\bconsultation/i.test(label);
