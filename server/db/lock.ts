import { randomBytes } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  type Stats,
  statSync,
  utimesSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** Who holds the lock, written into the lock file by its owner. */
export type LockOwner = {
  pid: number;
  host: string;
  /** The kernel's boot id: pids are only comparable within one boot. */
  bootId?: string;
  /** The pid namespace: pids are only comparable within one namespace (containers). */
  pidNamespace?: string;
  /** The process's start time in clock ticks since boot: tells a reused pid apart. */
  startTicks?: string;
  /** Random per acquisition: lets the owner see that nobody replaced its lock. */
  token: string;
};

export type LockTimings = {
  /** An owner whose liveness cannot be checked loses the lock when its file is this old. */
  staleMs: number;
  /** How often the owner refreshes the file's mtime and checks the lock is still its own. */
  refreshMs: number;
};

const defaultTimings: LockTimings = { staleMs: 30_000, refreshMs: 10_000 };

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (start time), or undefined when there is no such process. */
export function processStartTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function pidNamespace(): string | undefined {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return undefined;
  }
}

export function currentOwner(token: string): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readText("/proc/sys/kernel/random/boot_id"),
    pidNamespace: pidNamespace(),
    startTicks: processStartTicks(process.pid),
    token,
  };
}

/**
 * Whether the recorded owner still runs: "alive" and "dead" are certain (same kernel, same pid
 * namespace, or a missing pid on the same host); "unknown" (another machine or container, or
 * an unreadable record) leaves the decision to the age of the lock file.
 */
export function ownerState(owner: LockOwner): "alive" | "dead" | "unknown" {
  const me = currentOwner("");
  if (owner.host !== me.host) return "unknown";
  if (me.bootId && me.pidNamespace) {
    if (owner.bootId !== me.bootId || owner.pidNamespace !== me.pidNamespace) return "unknown";
    const ticks = processStartTicks(owner.pid);
    if (ticks === undefined) return "dead";
    return ticks === owner.startTicks ? "alive" : "dead";
  }
  // No /proc (macOS, Windows): a missing pid is certain, a present one may have been reused.
  try {
    process.kill(owner.pid, 0);
    return "unknown";
  } catch (error) {
    return (error as { code?: string }).code === "ESRCH" ? "dead" : "unknown";
  }
}

type Holder = { owner?: LockOwner; stats: Stats };

function parseOwner(text: string | undefined): LockOwner | undefined {
  try {
    const value = JSON.parse(text ?? "") as Partial<LockOwner>;
    return typeof value.pid === "number" &&
      typeof value.host === "string" &&
      typeof value.token === "string"
      ? (value as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The current holder, or undefined when the lock is free. An older version's lock was a folder. */
function inspect(lockPath: string): Holder | undefined {
  let stats: Stats;
  try {
    stats = statSync(lockPath);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return undefined;
    throw error;
  }
  return { stats, owner: stats.isFile() ? parseOwner(readText(lockPath)) : undefined };
}

function sameHolder(a: Holder, b: Holder): boolean {
  return (
    a.stats.ino === b.stats.ino &&
    a.stats.mtimeMs === b.stats.mtimeMs &&
    a.owner?.token === b.owner?.token
  );
}

function mayTakeOver(holder: Holder, timings: LockTimings): boolean {
  const state = holder.owner ? ownerState(holder.owner) : "unknown";
  if (state !== "unknown") return state === "dead";
  return Date.now() - holder.stats.mtimeMs > timings.staleMs;
}

/**
 * Removes a dead holder's lock, under a short-lived mutex so that two processes starting at once
 * cannot both remove a lock and both go on to believe they own the next one.
 */
function takeOver(lockPath: string, holder: Holder): boolean {
  const mutex = `${lockPath}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
    // Left behind by a process that died within the few statements below.
    const age = Date.now() - statSync(mutex).mtimeMs;
    if (age < 10_000) return false;
    rmdirSync(mutex);
    return takeOver(lockPath, holder);
  }
  try {
    const current = inspect(lockPath);
    if (current && !sameHolder(current, holder)) return false;
    rmSync(lockPath, { recursive: true, force: true });
    return true;
  } finally {
    rmdirSync(mutex);
  }
}

function describe(holder: Holder | undefined): string {
  const owner = holder?.owner;
  if (!owner) return "another server process";
  return owner.host === hostname()
    ? `another server process (pid ${owner.pid})`
    : `a server process on ${owner.host} (pid ${owner.pid})`;
}

function hold(
  lockPath: string,
  token: string,
  timings: LockTimings,
  onLost: (error: Error) => void,
): () => Promise<void> {
  let released = false;
  let refreshedAt = Date.now();
  const lost = (message: string) => {
    released = true;
    clearInterval(timer);
    onLost(Object.assign(new Error(message), { code: "ECOMPROMISED" }));
  };
  const timer = setInterval(() => {
    if (released) return;
    const text = readText(lockPath);
    if (text === undefined) return lost(`The lock file ${lockPath} was removed.`);
    if (parseOwner(text)?.token !== token)
      return lost(`Another process took the lock ${lockPath} over.`);
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
      refreshedAt = Date.now();
    } catch {
      // A passing file-system error: the next round retries, within the stale threshold.
      if (Date.now() - refreshedAt > timings.staleMs)
        lost(`The lock file ${lockPath} could not be refreshed.`);
    }
  }, timings.refreshMs);
  timer.unref();

  return async () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    if (parseOwner(readText(lockPath))?.token === token) rmSync(lockPath, { force: true });
  };
}

/**
 * PGlite is a single-process database: two processes on one folder silently lose rows and
 * corrupt indexes. The folder is locked with a file (DATA_DIR/pglite.lock, created exclusively)
 * that names its owner: pid, process start time, boot id and pid namespace. A second live process
 * is refused. A dead owner's lock is taken over at once, so a server restarted right after a
 * crash starts; when the owner cannot be checked (another machine or container), the lock is
 * taken over once its file, refreshed every 10 s by the owner, is 30 s old.
 */
export async function lockDataFolder(
  folder: string,
  onLost: (error: Error) => void,
  timings: LockTimings = defaultTimings,
): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const lockPath = join(folder, "..", "pglite.lock");
  const token = randomBytes(16).toString("hex");
  let holder: Holder | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, "wx", 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
      holder = inspect(lockPath);
      if (holder && (!mayTakeOver(holder, timings) || !takeOver(lockPath, holder))) break;
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(currentOwner(token)));
    } finally {
      closeSync(fd);
    }
    return hold(lockPath, token, timings, onLost);
  }
  throw new Error(
    `The database in ${folder} is already in use by ${describe(holder)}. ` +
      "Stop that process first, give this one its own DATA_DIR, " +
      "or set DATABASE_URL to share a PostgreSQL database.",
  );
}
