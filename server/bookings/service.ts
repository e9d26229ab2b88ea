import { bookCall } from "./book-call.ts";
import { listSlots } from "./list-slots.ts";
import type { BookingDeps } from "./rules.ts";

/** The booking use cases, each in the file named after it, given one set of dependencies. */
export function createBookingService(deps: BookingDeps) {
  const given =
    <Input, Result>(useCase: (deps: BookingDeps, input: Input) => Result) =>
    (input: Input) =>
      useCase(deps, input);
  return {
    listSlots: given(listSlots),
    book: given((deps, input: Parameters<typeof bookCall>[1]) => bookCall(deps, input)),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
