import type { FastifyInstance } from "fastify";

/**
 * The reset and confirmation pages' addresses, and a booked call's link pages', carry one-time
 * tokens: they must never leave in a Referer header.
 */
const tokenPaths = new Set([
  "/reset-password",
  "/api/auth/reset-password",
  "/verify-email",
  "/api/auth/verify-email",
  // A booked call's reschedule and cancel links (server/bookings/links.ts).
  "/book/reschedule",
  "/book/cancel",
]);

/** Register after the security headers, whose Referrer-Policy this overrides for these paths. */
export function registerNoReferrerPaths(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const path = (request.url.split("?")[0] ?? "").replace(/\/+$/, "");
    if (tokenPaths.has(path)) reply.header("referrer-policy", "no-referrer");
    done();
  });
}
