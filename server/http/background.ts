import type { FastifyBaseLogger } from "fastify";
import { dbErrorInfo } from "#server/db/errors";

/**
 * Work a request starts but does not wait for (so its answer takes the same time whatever the
 * work finds). Closing the app waits for it before the database closes.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      const promise = task()
        .catch((error: unknown) => {
          const err = dbErrorInfo(error) ?? {
            type: error instanceof Error ? error.name : "Error",
            message: error instanceof Error ? error.message : String(error),
          };
          log.error({ err, task: name }, "background task failed");
        })
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    /** Resolves once everything started so far has finished. */
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
