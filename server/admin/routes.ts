import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminMe,
  AdminOverview,
  SecurityEventPage,
  SecurityEventQuery,
  SubscriberExportQuery,
  SubscriberListQuery,
  SubscriberPage,
} from "#contract/admin.ts";
import { adminRoute, denied, listRoutes } from "#server/http/admin-route-kit.ts";
import type { AdminOverviewService } from "./overview.ts";

/**
 * The routes of the admin area's own pages (its front page, the subscribers and the audit log),
 * over what overview.ts, subscribers.ts and security-log.ts read. Each business module registers
 * its own admin routes (server/leads/routes.ts); index.ts mounts them all behind the guard.
 */

export function registerOverviewRoutes(api: FastifyInstance, overview: AdminOverviewService) {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/me",
    {
      schema: {
        ...adminRoute,
        summary: "The signed-in administrator (403 for other accounts)",
        response: { 200: AdminMe, ...denied },
      },
    },
    async (request) => overview.me(request.userId),
  );

  app.get(
    "/admin/overview",
    {
      schema: {
        ...adminRoute,
        summary: "Figures for the admin home page",
        response: { 200: AdminOverview, ...denied },
      },
    },
    async () => overview.overview(),
  );
}

export const registerSubscriberRoutes = listRoutes({
  path: "/admin/subscribers",
  summary: "Newsletter subscribers, newest first, 50 a page",
  query: SubscriberListQuery,
  page: SubscriberPage,
  csv: {
    summary: "Subscribers matching the filters as CSV, with each one's unsubscribe link",
    query: SubscriberExportQuery,
  },
});

export const registerSecurityLogRoutes = listRoutes({
  path: "/admin/security-events",
  summary: "The audit log, newest first, filtered by kind, account or address, and days",
  query: SecurityEventQuery,
  page: SecurityEventPage,
});
