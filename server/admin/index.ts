import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminMe,
  AdminOverview,
  AdminRedemptionDetail,
  AdminReferral,
  DecideReferralBody,
  IdParams,
  Lead,
  LeadExportQuery,
  LeadFollowUpBody,
  LeadListQuery,
  LeadNoteBody,
  LeadPage,
  PayRedemptionBody,
  RedemptionListQuery,
  RedemptionPage,
  ReferralListQuery,
  ReferralPage,
  RejectRedemptionBody,
  SecurityEventPage,
  SecurityEventQuery,
  SubscriberExportQuery,
  SubscriberListQuery,
  SubscriberPage,
  UpdateLeadBody,
  UserListQuery,
  UserPage,
} from "#contract/admin.ts";
import { EmptyBody } from "#contract/auth.ts";
import { InsightsQuery, InsightsReport } from "#contract/insights.ts";
import { csvFileName } from "#server/http/csv.ts";
import { bearerAuth, errorResponses } from "#server/http/openapi.ts";
import type { InsightsReportService } from "#server/insights/report.ts";
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

  /** A GET with its filters in the query string, answering `ok`: a page of a list, or a CSV file. */
  const filtered = <Query extends z.ZodType, Ok extends z.ZodType>(
    summary: string,
    querystring: Query,
    ok: Ok,
  ) => ({
    schema: {
      ...common,
      summary,
      querystring,
      response: { 200: ok, ...errorResponses(400, 401, 403) },
    },
  });

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
    filtered(
      "Contact messages, newest first, 50 a page; search and status filter",
      LeadListQuery,
      LeadPage,
    ),
    async (request) => leads.list(request.query),
  );

  app.get(
    "/admin/leads.csv",
    filtered("Every contact message matching the filters, as CSV", LeadExportQuery, CsvFile),
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
        summary: "Move a lead to a pipeline stage, with a deal value or a lost reason",
        description:
          "Stages: new, contacted, proposal, won, lost, spam. `valuePkr` goes with proposal or " +
          "won (left out, the value stays), `lostReason` with lost. Marking a lead won credits " +
          "its referrer's referred-client reward, once per lead.",
        params: IdParams,
        body: UpdateLeadBody,
        response: { 200: Lead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leads.setStatus(request.params.id, request.body, request.userId),
  );

  app.post(
    "/admin/leads/:id/notes",
    {
      schema: {
        ...common,
        summary: "Add a note to a lead's history",
        params: IdParams,
        body: LeadNoteBody,
        response: { 200: Lead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leads.addNote(request.params.id, request.body.note, request.userId),
  );

  app.put(
    "/admin/leads/:id/follow-up",
    {
      schema: {
        ...common,
        summary: "Set (a day) or clear (null) a lead's next follow-up",
        params: IdParams,
        body: LeadFollowUpBody,
        response: { 200: Lead, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => leads.setFollowUp(request.params.id, request.body.on, request.userId),
  );

  app.get(
    "/admin/subscribers",
    filtered(
      "Newsletter subscribers, newest first, 50 a page",
      SubscriberListQuery,
      SubscriberPage,
    ),
    async (request) => subscribers.list(request.query),
  );

  app.get(
    "/admin/subscribers.csv",
    filtered(
      "Subscribers matching the filters as CSV, with each one's unsubscribe link",
      SubscriberExportQuery,
      CsvFile,
    ),
    async (request, reply) => sendCsv(reply, "subscribers", await subscribers.csv(request.query)),
  );

  app.get(
    "/admin/users",
    filtered(
      "Accounts with their points and how many people they referred",
      UserListQuery,
      UserPage,
    ),
    async (request) => users.list(request.query),
  );

  app.get(
    "/admin/redemptions",
    filtered(
      "Point redemptions with their evidence: open first (oldest first), then decided",
      RedemptionListQuery,
      RedemptionPage,
    ),
    async (request) => redemptions.list(request.query),
  );

  app.get(
    "/admin/redemptions.csv",
    filtered(
      "Approved payouts with their accounts in full, as CSV for bulk disbursement",
      z.object({}),
      CsvFile,
    ),
    async (_request, reply) => sendCsv(reply, "approved-payouts", await redemptions.approvedCsv()),
  );

  const decision = (summary: string) => ({
    ...common,
    summary,
    params: IdParams,
    response: { 200: AdminRedemptionDetail, ...errorResponses(400, 401, 403, 404, 409) },
  });

  app.get(
    "/admin/redemptions/:id",
    { schema: decision("One redemption, with its payout account in full (to pay it)") },
    async (request) => redemptions.get(request.params.id),
  );

  app.post(
    "/admin/redemptions/:id/approve",
    {
      schema: {
        ...decision("Approve a requested redemption; its payout account is fixed then"),
        body: EmptyBody,
      },
    },
    async (request) => redemptions.approve(request.params.id, request.userId),
  );

  app.post(
    "/admin/redemptions/:id/reject",
    {
      schema: {
        ...decision(
          "Reject an open redemption with a reason; its points are returned or forfeited",
        ),
        body: RejectRedemptionBody,
      },
    },
    async (request) => redemptions.reject(request.params.id, request.body, request.userId),
  );

  app.post(
    "/admin/redemptions/:id/pay",
    {
      schema: {
        ...decision(
          "Mark an approved redemption paid with the transaction reference; the member gets a receipt",
        ),
        body: PayRedemptionBody,
      },
    },
    async (request) => redemptions.pay(request.params.id, request.body, request.userId),
  );

  app.get(
    "/admin/referrals",
    filtered(
      "Referrals: held for review (oldest first) by default, or by status",
      ReferralListQuery,
      ReferralPage,
    ),
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
    filtered(
      "The audit log, newest first, filtered by kind, account or address, and days",
      SecurityEventQuery,
      SecurityEventPage,
    ),
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
    filtered(
      "The same figures as one CSV table, a row per figure and a column per measure",
      InsightsQuery,
      CsvFile,
    ),
    async (request, reply) => sendCsv(reply, "insights", await deps.insights.csv(request.query)),
  );
}
