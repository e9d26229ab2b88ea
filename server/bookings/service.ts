import { bindTo } from "#server/use-cases.ts";
import { bookCall } from "./book-call.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { checkBookingLink } from "./check-link.ts";
import { listCalls } from "./list-calls.ts";
import { listSlots } from "./list-slots.ts";
import { markNoShow } from "./mark-no-show.ts";
import { rescheduleBooking } from "./reschedule-booking.ts";
import type { BookingDeps } from "./rules.ts";

/** The booking use cases, each in the file named after it, given one set of dependencies. */
export function createBookingService(deps: BookingDeps) {
  const given = bindTo(deps);
  return {
    listSlots: given(listSlots),
    book: given((deps, input: Parameters<typeof bookCall>[1]) => bookCall(deps, input)),
    checkLink: given(checkBookingLink),
    cancel: given(cancelBooking),
    reschedule: given(rescheduleBooking),
    markNoShow: given(markNoShow),
    listCalls: given(listCalls),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
