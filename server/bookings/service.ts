import { bindAll } from "#server/use-cases.ts";
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
  return bindAll(deps, {
    listSlots,
    // The request only: the hook into its transaction (third parameter) is not for the routes.
    book: (deps: BookingDeps, input: Parameters<typeof bookCall>[1]) => bookCall(deps, input),
    checkLink: checkBookingLink,
    cancel: cancelBooking,
    reschedule: rescheduleBooking,
    markNoShow,
    listCalls,
  });
}

export type BookingService = ReturnType<typeof createBookingService>;
