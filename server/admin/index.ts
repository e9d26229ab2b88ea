import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminMe,
  AdminOverview,
  AdminRedemption,
  AdminReferral,
  DecideReferralBody,
  IdParams,
  Lead,
  LeadExportQuery,
  LeadListQuery,
  LeadPage,
  PayRedemptionBody,
  RedemptionListQuery,
  RedemptionPage,
  ReferralListQuery,
  ReferralPage,
  SecurityEventPage,
  SecurityEventQuery,
  SubscriberExportQuery,
  SubscriberListQuery,
  SubscriberPage,
  UpdateLeadBody,
  UserListQuery,
  UserPage,
} from "#contract/admin.ts";
import { InsightsQuery, InsightsReport } from "#contract/insights.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { InsightsReportService } from "#server/insights/report.ts";
import { csvFileName } from "./csv.ts";
import type { AdminLeads } from "./leads.ts";
import type { AdminOverviewService } from "./overview.ts";
import type { AdminRedemptions } from "./redemptions.ts";
import type { AdminReferrals } from "./referrals.ts";
import type { SecurityLog } from "./security-log.ts";
import type { AdminSubscribers } from "./subscribers.ts";
import type { AdminUsers } from "./users.ts";

const CsvFile = z.string().describe("text/csv; charset=utf-8, UTF-8 with a byte-order mark");

function sendCsv(reply: FastifyReply, what: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(what)}"`)
    .send(csv);
}

/**
 * The admin area's API, under /api/admin. The caller registers it behind the admin guard:
 * 401 without a session, 403 for an account that is not an administrator.
 */
export function registerAdminRoutes(
  api: FastifyInstance,
  deps: {
    overview: AdminOverviewService;
    leads: AdminLeads;
    subscribers: AdminSubscribers;
    users: AdminUsers;
    redemptions: AdminRedemptions;
    referrals: AdminReferrals;
    securityLog: SecurityLog;
    insights: InsightsReportService;
  },
) {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { overview, leads, subscribers, users, redemptions } = deps;
  const common = { tags: ["admin"], security: bearerAuth };
  const denied = errorResponses(401, 403);

  app.get(
    "/admin/me",
    {
      schema: {
        ...common,
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
        ...common,
        summary: "Figures for the admin home page",
        response: { 200: AdminOverview, ...denied },
      },
    },
    async () => overview.overview(),
  );

  app.get(
    "/admin/leads",
    {
      schema: {
        ...common,
        summary: "Contact messages, newest first, 50 a page; search and status filter",
        querystring: LeadListQuery,
        response: { 200: LeadPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => leads.list(request.query),
  );

  app.get(
    "/admin/leads.csv",
    {
      schema: {
        ...common,
        summary: "Every contact message matching the filters, as CSV",
        querystring: LeadExportQuery,
        response: { 200: CsvFile, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, "leads", await leads.csv(request.query)),
  );

  app.get(
    "/admin/leads/:id",
    {
      schema: {
        ...common,
        summary: "One contact message in full",
        params: IdParams,
        response: { 200: Lead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leads.get(request.params.id),
  );

  app.patch(
    "/admin/leads/:id",
    {
      schema: {
        ...common,
        summary: "Mark a message handled, new again, or spam",
        params: IdParams,
        body: UpdateLeadBody,
        response: { 200: Lead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leads.setStatus(request.params.id, request.body.status),
  );

  app.get(
    "/admin/subscribers",
    {
      schema: {
        ...common,
        summary: "Newsletter subscribers, newest first, 50 a page",
        querystring: SubscriberListQuery,
        response: { 200: SubscriberPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => subscribers.list(request.query),
  );

  app.get(
    "/admin/subscribers.csv",
    {
      schema: {
        ...common,
        summary: "Subscribers matching the filters as CSV, with each one's unsubscribe link",
        querystring: SubscriberExportQuery,
        response: { 200: CsvFile, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, "subscribers", await subscribers.csv(request.query)),
  );

  app.get(
    "/admin/users",
    {
      schema: {
        ...common,
        summary: "Accounts with their points and how many people they referred",
        querystring: UserListQuery,
        response: { 200: UserPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    "/admin/redemptions",
    {
      schema: {
        ...common,
        summary: "Point redemptions: pending first (oldest first), then paid",
        querystring: RedemptionListQuery,
        response: { 200: RedemptionPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => redemptions.list(request.query),
  );

  app.post(
    "/admin/redemptions/:id/pay",
    {
      schema: {
        ...common,
        summary: "Mark a pending redemption paid, with an optional note",
        params: IdParams,
        body: PayRedemptionBody,
        response: { 200: AdminRedemption, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => redemptions.pay(request.params.id, request.body.note),
  );

  app.get(
    "/admin/referrals",
    {
      schema: {
        ...common,
        summary: "Referrals: held for review (oldest first) by default, or by status",
        querystring: ReferralListQuery,
        response: { 200: ReferralPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => deps.referrals.list(request.query),
  );

  app.post(
    "/admin/referrals/:id/decision",
    {
      schema: {
        ...common,
        summary: "Approve (credit the points) or reject a referral held for review",
        params: IdParams,
        body: DecideReferralBody,
        response: { 200: AdminReferral, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      deps.referrals.decide(request.params.id, request.body.decision, request.userId),
  );

  app.get(
    "/admin/security-events",
    {
      schema: {
        ...common,
        summary: "The audit log, newest first, filtered by kind, account or address, and days",
        querystring: SecurityEventQuery,
        response: { 200: SecurityEventPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => deps.securityLog.list(request.query),
  );

  app.get(
    "/admin/insights",
    {
      schema: {
        ...common,
        summary: "Visit statistics: visitors, pages, sources, conversions, the referral funnel",
        description:
          "Whole UTC days from `from` to `to` (inclusive; default the last 30 days, at most 366). " +
          "Finished days come from the daily roll-ups, today from the raw events.",
        querystring: InsightsQuery,
        response: { 200: InsightsReport, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => deps.insights.report(request.query),
  );

  app.get(
    "/admin/insights.csv",
    {
      schema: {
        ...common,
        summary: "The same figures as one CSV table, a row per figure and a column per measure",
        querystring: InsightsQuery,
        response: { 200: CsvFile, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendCsv(reply, "insights", await deps.insights.csv(request.query)),
  );
}
