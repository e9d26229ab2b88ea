import type { FastifyInstance } from "fastify";
import type { SessionService } from "#server/auth/sessions.ts";
import { registerBookingAdminRoutes } from "#server/bookings/routes.ts";
import type { BookingService } from "#server/bookings/service.ts";
import { registerConsultancyHourAdminRoutes } from "#server/consultancy-hours/routes.ts";
import type { ConsultancyHoursService } from "#server/consultancy-hours/service.ts";
import type { Db } from "#server/db/index.ts";
import { createInsightsReport } from "#server/insights/report.ts";
import { registerLeadRoutes } from "#server/leads/routes.ts";
import type { LeadService } from "#server/leads/service.ts";
import { type PayoutServices, registerPayoutAdminRoutes } from "#server/payouts/routes.ts";
import { registerReferralAdminRoutes } from "#server/referrals/routes.ts";
import type { ReferralService } from "#server/referrals/service.ts";
import type { Catalogue } from "#server/resources/catalogue.ts";
import { type AuditLog, clientOf, type RecordRefusal } from "#server/security/audit-log.ts";
import { listAccounts } from "#server/users/list-accounts.ts";
import { registerAccountListRoutes } from "#server/users/routes.ts";
import { logAdminActions } from "./action-log.ts";
import { adminGuard } from "./guard.ts";
import { registerInsightsRoutes } from "./insights.ts";
import { createAdminOverview } from "./overview.ts";
import { registerResourceDownloadRoutes } from "./resource-downloads.ts";
import {
  registerOverviewRoutes,
  registerSecurityLogRoutes,
  registerSubscriberRoutes,
} from "./routes.ts";
import { createSecurityLog } from "./security-log.ts";
import { createAdminSubscribers } from "./subscribers.ts";

/** What the admin area reads and changes: one module per page of it. */
export function createAdminLists(deps: {
  db: Db;
  referrals: ReferralService;
  mailQueued: () => void;
  publicUrl: string;
  /** The time the overview goes by; tests set it. */
  clock?: () => Date;
}) {
  const { db } = deps;
  return {
    overview: createAdminOverview(db, deps.clock),
    subscribers: createAdminSubscribers({ db, publicUrl: deps.publicUrl }),
    referrals: deps.referrals.adminDeps(db),
    securityLog: createSecurityLog(db),
    insights: createInsightsReport(db),
  };
}

export type AdminLists = ReturnType<typeof createAdminLists>;

/**
 * The admin area's API, under /api/admin, in a scope of its own behind the admin guard: 401
 * without a session, 403 for an account that is not an administrator. Each list's routes are
 * registered by the module that serves it.
 */
export async function registerAdminArea(
  api: FastifyInstance,
  deps: {
    lists: AdminLists;
    leads: LeadService;
    db: Db;
    sessions: SessionService;
    audit: AuditLog;
    recordRefusal: RecordRefusal;
    adminEmails: readonly string[];
    /** The member library, whose downloads the insights page counts. */
    catalogue: Catalogue;
    payouts: PayoutServices;
    /** Booked calls: the calls list, cancel and no-show. */
    bookings: BookingService;
    /** Each account's consultancy hours, which an administrator can revoke. */
    hours: ConsultancyHoursService;
  },
) {
  const { lists, db } = deps;
  await api.register(async (adminArea) => {
    adminArea.decorateRequest("userId", "");
    adminArea.decorateRequest("sessionVersion", 0);
    adminArea.decorateRequest("sessionId", "");
    adminArea.addHook(
      "onRequest",
      adminGuard(db, deps.sessions, deps.adminEmails, (request, userId) =>
        deps.recordRefusal(db, clientOf(request), {
          rule: "admin-area",
          windowMs: 15 * 60_000,
          kind: "admin-refused",
          userId,
          detail: { path: request.routeOptions.url ?? request.url.split("?")[0]! },
        }),
      ),
    );
    adminArea.addHook("onSend", logAdminActions(db, deps.audit));
    registerOverviewRoutes(adminArea, lists.overview);
    registerLeadRoutes(adminArea, deps.leads);
    registerBookingAdminRoutes(adminArea, deps.bookings);
    registerSubscriberRoutes(adminArea, lists.subscribers);
    registerAccountListRoutes(adminArea, { list: (query) => listAccounts({ db }, query) });
    registerConsultancyHourAdminRoutes(adminArea, deps.hours);
    registerPayoutAdminRoutes(adminArea, deps.payouts);
    registerReferralAdminRoutes(adminArea, lists.referrals);
    registerSecurityLogRoutes(adminArea, lists.securityLog);
    registerInsightsRoutes(adminArea, lists.insights);
    registerResourceDownloadRoutes(adminArea, { db, catalogue: deps.catalogue });
  });
}
