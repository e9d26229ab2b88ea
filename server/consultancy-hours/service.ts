import type { Db, Tx } from "#server/db/index.ts";
import { accountHours } from "./account-hours.ts";
import { memberHours } from "./member-hours.ts";
import { revokeHour } from "./revoke-hour.ts";
import { checkHour, spendHour } from "./spend-hour.ts";

/** The consultancy-hour use cases, each in the file named after it, given one set of dependencies. */
export function createConsultancyHours(deps: {
  db: Db;
  /** REFERRAL_CONSULTATION_EVERY. */
  every: number;
  clock: () => Date;
}) {
  return {
    /** The signed-in member's hours. */
    mine: (userId: string) => memberHours(deps, userId),
    /** The booking flow's hooks (server/bookings/book-call.ts). */
    check: (userId: string) => checkHour(deps, userId),
    spend: (tx: Tx, input: { userId: string; bookingId: number }) => spendHour(deps, tx, input),
    /** An account's hours, for an administrator. */
    ofAccount: (userId: string) => accountHours(deps, userId),
    /** Revokes an hour; the account's hours as they are then. */
    revoke: async (input: Parameters<typeof revokeHour>[1]) => {
      await revokeHour(deps, input);
      return accountHours(deps, input.userId);
    },
  };
}

export type ConsultancyHoursService = ReturnType<typeof createConsultancyHours>;
