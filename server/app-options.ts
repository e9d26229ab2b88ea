import type { DestinationStream } from "pino";
import type { RollupOptions } from "./insights/rollup.ts";
import type { JobWorkerOptions, RetryOptions } from "./jobs/worker.ts";
import type { ForwarderOptions } from "./leads/forward.ts";

/** What buildApp (app.ts) lets a caller change beside the configuration: tests mostly. */
export type AppOptions = {
  /** How often the job worker looks for due jobs; tests shorten it. */
  jobs?: JobWorkerOptions;
  /** Retries of sending mail; tests shorten them. */
  mail?: RetryOptions;
  /** Retries of passing contact messages on to CONTACT_FORWARD_URL; tests shorten them. */
  forward?: ForwarderOptions;
  /** Retries of forgot-password and newsletter requests; tests shorten them. */
  intake?: RetryOptions;
  /** The consultants' calendars: how long a reading is used, and the writes' retries; tests shorten them. */
  calendars?: RetryOptions & { cacheMs?: number };
  /** How often the visit statistics' roll-up job runs. */
  insights?: RollupOptions;
  /** The time the follow-up digest and the overview go by; tests set it. */
  clock?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};
