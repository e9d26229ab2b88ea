import type { FastifyBaseLogger } from "fastify";
import { createAdminLists } from "./admin/index.ts";
import type { AppOptions } from "./app-options.ts";
import { createLoginThrottle } from "./auth/login-throttle.ts";
import { createAuthService } from "./auth/service.ts";
import { createSessionService } from "./auth/sessions.ts";
import { createTokenService } from "./auth/tokens.ts";
import { registerCalendarSync } from "./bookings/calendar-sync.ts";
import { consultantCalendarsOf } from "./bookings/consultant-calendars.ts";
import { createBookingLinks } from "./bookings/links.ts";
import { registerReminders } from "./bookings/send-reminders.ts";
import { createBookingService } from "./bookings/service.ts";
import type { Config } from "./config.ts";
import { createConsultancyHours } from "./consultancy-hours/service.ts";
import { createFormTokens } from "./contact/form-token.ts";
import { createContactService } from "./contact/service.ts";
import type { Db } from "./db/index.ts";
import { readSitePaths } from "./insights/pages.ts";
import { createInsights } from "./insights/service.ts";
import { createIntake } from "./intake/requests.ts";
import type { JobWorker } from "./jobs/worker.ts";
import { createLeadService } from "./leads/service.ts";
import { createNewsletterService } from "./newsletter/service.ts";
import type { PayoutServices } from "./payouts/routes.ts";
import { createReferralDigests } from "./referrals/digests.ts";
import { createReferralService } from "./referrals/service.ts";
import { loadCatalogue } from "./resources/catalogue.ts";
import { createDownloadLinks } from "./resources/download-links.ts";
import { resourcesFolder } from "./resources/files.ts";
import { createResourceLibrary } from "./resources/library.ts";
import { loadSiteSearch, searchIndexPath } from "./search/index.ts";
import type { AuditLog, RecordRefusal, WindowCounter } from "./security/audit-log.ts";
import { createUserService } from "./users/service.ts";

/** Each module's service, given the configuration and the services it builds on. */
export function createServices(deps: {
  config: Config;
  options: AppOptions;
  db: Db;
  jobs: JobWorker;
  forwardsContacts: boolean;
  secret: Uint8Array;
  audit: AuditLog;
  recordRefusal: RecordRefusal;
  /** The rate limits' counter, which every instance shares. */
  count: WindowCounter;
  log: FastifyBaseLogger;
}) {
  const { config, options, db, jobs, secret, audit, recordRefusal } = deps;
  const tokens = createTokenService({
    secret,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttl: config.JWT_TTL,
  });
  const mailQueued = () => jobs.wake();
  const sessions = createSessionService({
    db,
    tokens,
    audit,
    idleSeconds: config.SESSION_IDLE_TIMEOUT,
  });
  const digests = createReferralDigests(secret);
  const referrals = createReferralService(
    {
      bonus: config.REFERRAL_BONUS_POINTS,
      monthlyCap: config.REFERRAL_MONTHLY_CAP,
      sameIpHours: config.REFERRAL_SAME_IP_HOURS,
    },
    digests,
    { publicUrl: config.PUBLIC_URL },
  );
  const auth = createAuthService({
    db,
    sessions,
    audit,
    referrals,
    throttle: createLoginThrottle(db, {
      freeFailures: config.LOGIN_FREE_FAILURES,
      ceiling: config.LOGIN_FAILURE_CEILING,
    }),
    recordRefusal,
    publicUrl: config.PUBLIC_URL,
    refuseDisposable: config.REFUSE_DISPOSABLE_EMAIL,
    adminEmails: config.ADMIN_EMAILS,
    mailQueued,
  });
  const users = createUserService({ db, sessions, audit, referrals, mailQueued });
  const payouts: PayoutServices = {
    db,
    digests,
    audit,
    mailQueued,
    publicUrl: config.PUBLIC_URL,
  };
  const formTokens = createFormTokens(secret);
  const contact = createContactService({ db });
  const newsletter = createNewsletterService({ db, publicUrl: config.PUBLIC_URL, mailQueued });
  const insights = createInsights({
    db,
    secret,
    publicUrl: config.PUBLIC_URL,
    log: deps.log,
    sitePaths: readSitePaths(config.SITE_DIR),
    dailyViewsPerClient: config.INSIGHTS_DAILY_VIEWS_PER_CLIENT,
    count: deps.count,
  });
  const leads = createLeadService({
    db,
    insights,
    log: deps.log,
    mailTo: config.MAIL_TO,
    publicUrl: config.PUBLIC_URL,
    forward: deps.forwardsContacts,
    queued: mailQueued,
    clientBonusPoints: config.REFERRAL_CLIENT_BONUS_POINTS,
    senderDigests: digests,
  });
  const intake = intakeOf({ db, jobs, auth, newsletter, retry: options.intake });
  const clock = options.clock ?? (() => new Date());
  const resources = createResourceLibrary({
    db,
    catalogue: loadCatalogue(resourcesFolder),
    links: createDownloadLinks(secret, clock),
    clock,
  });
  const admin = createAdminLists({
    db,
    referrals,
    mailQueued,
    publicUrl: config.PUBLIC_URL,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const search = loadSiteSearch(searchIndexPath(config.SITE_DIR), deps.log);
  const { bookings, hours } = bookingsOf({ ...deps, insights, clock, queued: mailQueued });
  return {
    sessions,
    auth,
    users,
    payouts,
    formTokens,
    contact,
    leads,
    newsletter,
    insights,
    intake,
    admin,
    resources,
    resourcesFolder,
    search,
    bookings,
    hours,
  };
}

/**
 * Booking a call, and the consultancy hours members spend on it: the consultants' addresses and
 * calendars from the configuration, never from content; the jobs that keep each calendar in line
 * with the bookings and send the reminders.
 */
function bookingsOf(deps: {
  config: Config;
  options: AppOptions;
  db: Db;
  jobs: JobWorker;
  insights: ReturnType<typeof createInsights>;
  log: FastifyBaseLogger;
  clock: () => Date;
  queued: () => void;
  /** The session secret, which the links' key is derived from. */
  secret: Uint8Array;
}) {
  const { config } = deps;
  const calendars = consultantCalendarsOf(config, deps.log, deps.options.calendars);
  registerCalendarSync(
    deps.jobs,
    { calendars, publicUrl: config.PUBLIC_URL },
    deps.options.calendars,
  );
  const links = createBookingLinks(deps.secret, deps.clock);
  const consultantEmail = (consultant: string) =>
    config.CONSULTANT_EMAILS[consultant] ?? config.MAIL_TO;
  registerReminders(deps.jobs, {
    publicUrl: config.PUBLIC_URL,
    links,
    consultantEmail,
    clock: deps.clock,
  });
  const hours = createConsultancyHours({
    db: deps.db,
    every: config.REFERRAL_CONSULTATION_EVERY,
    clock: deps.clock,
  });
  const bookings = createBookingService({
    db: deps.db,
    insights: deps.insights,
    log: deps.log,
    mailTo: config.MAIL_TO,
    publicUrl: config.PUBLIC_URL,
    clock: deps.clock,
    calendars,
    hours,
    consultantEmail,
    queued: deps.queued,
    links,
  });
  return { bookings, hours };
}

/** Requests answered 202 before their lookup: stored first, worked by these handlers. */
function intakeOf(deps: {
  db: Db;
  jobs: JobWorker;
  auth: ReturnType<typeof createAuthService>;
  newsletter: ReturnType<typeof createNewsletterService>;
  retry: AppOptions["intake"];
}) {
  const { auth, newsletter } = deps;
  return createIntake(
    deps.db,
    deps.jobs,
    {
      "password-reset": (tx, email) => auth.queueResetLink(tx, email),
      "confirmation-link": (tx, email) => auth.queueConfirmationLink(tx, email),
      newsletter: async (tx, email) => {
        await newsletter.subscribeIn(tx, email);
      },
    },
    deps.retry,
  );
}

export type Services = ReturnType<typeof createServices>;
