import type { FastifyBaseLogger } from "fastify";
import type { AppOptions } from "./app-options.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/index.ts";
import { registerHousekeeping } from "./housekeeping.ts";
import { registerRollups } from "./insights/rollup.ts";
import { createJobWorker } from "./jobs/worker.ts";
import { forwardTargetOf, registerForwarder } from "./leads/forward.ts";
import { registerFollowUpDigest } from "./leads/morning-digest.ts";
import { registerMail } from "./mail/outbox.ts";
import { createMailTransport } from "./mail/transport.ts";

/**
 * The one job worker every background task is a kind of job on, with the kinds that need no
 * service: sending mail, forwarding leads, the statistics' roll-up, the follow-up
 * digest and housekeeping. The intake's kinds come with the services (services.ts).
 */
export function createBackgroundJobs(
  db: Db,
  config: Config,
  options: AppOptions,
  log: FastifyBaseLogger,
) {
  const transport = createMailTransport(
    {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
    log,
  );
  const jobs = createJobWorker(db, log, options.jobs);
  registerMail(jobs, transport, options.mail);
  const forwardTarget = forwardTargetOf(config);
  if (forwardTarget) registerForwarder(jobs, forwardTarget, options.forward);
  registerRollups(jobs, options.insights);
  registerFollowUpDigest(jobs, {
    mailTo: config.MAIL_TO,
    publicUrl: config.PUBLIC_URL,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  registerHousekeeping(jobs, {
    securityEventsDays: config.SECURITY_EVENTS_RETENTION_DAYS,
    insightEventsDays: config.INSIGHTS_RAW_RETENTION_DAYS,
  });
  return { jobs, transport, forwardsContacts: forwardTarget !== null };
}
