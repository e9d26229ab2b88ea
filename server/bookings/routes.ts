import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BookedCall,
  type BookingInput,
  bookingRequestSchema,
  SlotList,
  SlotsQuery,
  SlotTaken,
} from "#contract/bookings.ts";
import { errorResponses } from "#server/http/openapi.ts";
import { visitClientOf } from "#server/insights/visitor.ts";
import type { RateLimiter } from "#server/plugins/rate-limit.ts";
import { SlotTakenError } from "./rules.ts";
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
}
