/**
 * The job worker's loop: work now when woken, otherwise once per poll interval; never two runs at
 * once, and a wake during a run runs again right after it; stopping waits for the batch in hand.
 * Stored rows, not this loop, carry the work, so whatever a stop or a crash leaves behind is done
 * by the next start.
 */
export function createPollingLoop({
  pollIntervalMs,
  work,
  onError,
}: {
  pollIntervalMs: number;
  work: () => Promise<unknown>;
  /** A failed run is logged; the next one comes at the next poll or wake. */
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  }

  async function run() {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = (async () => {
      do {
        wakeAgain = false;
        try {
          await work();
        } catch (error) {
          onError(error);
        }
      } while (wakeAgain && !stopped);
    })();
    await running;
    running = undefined;
    schedule(pollIntervalMs);
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Work now rather than at the next poll. */
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Exponential backoff with ±20 % jitter, so instances that failed together retry apart. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** (attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}
