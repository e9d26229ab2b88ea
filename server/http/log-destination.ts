import pino, { type DestinationStream } from "pino";

/** Lines are written once this much has gathered, or at the latest after flushEveryMs. */
const batchBytes = 4096;

/**
 * Standard output for the server's log, written in batches of about 4 KB instead of one write
 * per line: a write per request line (a system call, then its callback) cost 16 µs of CPU more
 * than a batched line when requests come one at a time (docs/performance.md); a saturated server
 * already joins the lines that come while a write is in flight. A line waits at most
 * `flushEveryMs`; at exit, a crash's included, pino writes what is left synchronously, and `stop`
 * writes it when the app closes. Only a SIGKILL can lose the last second's lines.
 */
export function batchedStdout(flushEveryMs = 1000): {
  destination: DestinationStream;
  stop: () => void;
} {
  const destination = pino.destination({ dest: 1, minLength: batchBytes, sync: false });
  const timer = setInterval(() => destination.flush(), flushEveryMs);
  timer.unref();
  return {
    destination,
    stop() {
      clearInterval(timer);
      destination.flush();
    },
  };
}
