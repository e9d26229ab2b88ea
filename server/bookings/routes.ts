import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminCall, AdminCallPage, CallListQuery, IdParams } from "#contract/admin.ts";
import { EmptyBody } from "#contract/auth.ts";
import {
  BookedCall,
  type BookingInput,
  BookingLinkBody,
  bookingRequestSchema,
  CancelBookingBody,
  LinkedCall,
  RescheduleBookingBody,
  SlotList,
  SlotsQuery,
  SlotTaken,
} from "#contract/bookings.ts";
import { listRoutes, onItem } from "#server/http/admin-route-kit.ts";
import { errorResponses } from "#server/http/openapi.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { callWhen } from "./book-call.ts";
import { adminCallOf } from "./list-calls.ts";
import { bookedCallOf, SlotTakenError } from "./rules.ts";
import type { BookingService } from "./service.ts";

/** Booking a call: the free slots and the booking itself; no account needed. */
export function registerBookingRoutes(
  api: FastifyInstance,
  deps: {
    bookings: BookingService;
    limiter: RateLimiter;
    /** The signed-in member a request's bearer token names, or null: never an error. */
    memberOf: (request: FastifyRequest) => Promise<string | null>;
  },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { bookings, limiter } = deps;
  const common = { tags: ["bookings"] };

  app.get(
    "/bookings/slots",
    {
      schema: {
        ...common,
        summary: "A consultation's free slots: `days` days from `from` (now by default)",
        querystring: SlotsQuery,
        response: { 200: SlotList, ...errorResponses(400, 404, 429) },
      },
      preHandler: limiter.guard("bookingSlotsPerIp"),
    },
    async (request) => bookings.listSlots(request.query),
  );

  app.post(
    "/bookings",
    {
      schema: {
        ...common,
        summary: "Book a call in a free slot",
        description:
          "201 with the booked call; 400 names the field at fault; 409 when the slot was taken " +
          "meanwhile, with the next free slots (`nextSlots`).",
        body: bookingRequestSchema,
        response: {
          201: BookedCall,
          409: SlotTaken,
          ...errorResponses(400, 403, 404, 415, 429),
        },
      },
      preHandler: limiter.guard("bookingsPerIp"),
    },
    async (request, reply) => {
      try {
        const memberId = await deps.memberOf(request);
        const booked = await bookings.book({
          request: request.body as BookingInput,
          visit: { client: visitClientOf(request), memberId },
          ...(memberId ? { member: { id: memberId } } : {}),
        });
        return reply.code(201).send(booked);
      } catch (error) {
        if (error instanceof SlotTakenError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );

  registerChangeRoutes(api, deps);
}

/**
 * The visitor's reschedule and cancel links: each page asks what its link is for, then uses it.
 * A link that is not this booking's for this purpose is a 403, one spent by a change or past
 * the call's start a 410; both name the token.
 */
function registerChangeRoutes(
  api: FastifyInstance,
  { bookings, limiter }: { bookings: BookingService; limiter: RateLimiter },
) {
  const common = { tags: ["bookings"], params: IdParams };
  const zod = api.withTypeProvider<ZodTypeProvider>();

  zod.post(
    "/bookings/:id/link",
    {
      schema: {
        ...common,
        summary: "The booked call a reschedule or cancel link is for, without using the link",
        body: BookingLinkBody,
        response: { 200: LinkedCall, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
      preHandler: limiter.guard("bookingChangesPerIp"),
    },
    async (request) => bookings.checkLink({ id: request.params.id, ...request.body }),
  );

  zod.post(
    "/bookings/:id/cancel",
    {
      schema: {
        ...common,
        summary: "Cancel a booked call with its cancel link",
        description:
          "Frees the time, sends both sides METHOD:CANCEL and moves the lead out of Call booked.",
        body: CancelBookingBody,
        response: { 200: BookedCall, ...errorResponses(400, 403, 404, 410, 415, 429) },
      },
      preHandler: limiter.guard("bookingChangesPerIp"),
    },
    async (request) => {
      const row = await bookings.cancel({ id: request.params.id, by: request.body });
      return bookedCallOf(
        row,
        `Cancelled: ${callWhen(row.startsAt.getTime(), row.consultant)}. A confirmation is on its way to ${row.email}.`,
      );
    },
  );

  zod.post(
    "/bookings/:id/reschedule",
    {
      schema: {
        ...common,
        summary: "Move a booked call to another free time of its consultant, with its link",
        description:
          "200 with the call at its new time (both sides get the updated invitation); 409 when " +
          "the time was taken meanwhile, with the consultant's next free times (`nextSlots`).",
        body: RescheduleBookingBody,
        response: {
          200: BookedCall,
          409: SlotTaken,
          ...errorResponses(400, 403, 404, 410, 415, 429),
        },
      },
      preHandler: limiter.guard("bookingChangesPerIp"),
    },
    async (request, reply) => {
      try {
        const row = await bookings.reschedule({ id: request.params.id, ...request.body });
        return bookedCallOf(
          row,
          `Moved: ${callWhen(row.startsAt.getTime(), row.consultant)}. The new invitation is on its way to ${row.email}.`,
        );
      } catch (error) {
        if (error instanceof SlotTakenError) return reply.code(409).send(error.body);
        throw error;
      }
    },
  );
}

const registerCallList = listRoutes({
  path: "/admin/calls",
  summary: "Booked calls (the agenda): upcoming soonest first by default; past, cancelled, all",
  query: CallListQuery,
  page: AdminCallPage,
});

/**
 * The calls list of the admin area and its two actions (the caller mounts them behind the admin
 * guard, whose hook audits every change): cancel, the same use case as the visitor's link, and
 * no-show. Each answers the call as it now is.
 */
export function registerBookingAdminRoutes(api: FastifyInstance, bookings: BookingService) {
  const app = registerCallList(api, { list: bookings.listCalls });

  app.post(
    "/admin/calls/:id/cancel",
    {
      schema: {
        ...onItem("Cancel a booked call: the time is freed, both sides get CANCEL", AdminCall, 409),
        body: EmptyBody,
      },
    },
    async (request) =>
      adminCallOf(
        await bookings.cancel({ id: request.params.id, by: { adminId: request.userId } }),
      ),
  );

  app.post(
    "/admin/calls/:id/no-show",
    {
      schema: {
        ...onItem(
          "Mark a call whose time has come a no-show: its lead moves to Lost",
          AdminCall,
          409,
        ),
        body: EmptyBody,
      },
    },
    async (request) =>
      adminCallOf(await bookings.markNoShow({ id: request.params.id, adminId: request.userId })),
  );
}
