import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const destinationModule = fileURLToPath(new URL("./log-destination.ts", import.meta.url));

/**
 * A process logging through batchedStdout with a flush interval of `flushEveryMs`, then running
 * `afterwards` (a statement). What it writes to stdout is collected; at exit it reports on
 * stderr how many writes to stdout it made (a pipe's reader may join writes, so its chunks
 * cannot tell).
 */
function loggingProcess(script: {
  lines: number;
  flushEveryMs: number;
  afterwards: string;
  /** Milliseconds between lines, as requests come: each write is done before the next line. */
  gapMs?: number;
}) {
  const source = `
    import fs from "node:fs";
    import pino from "pino";
    let writes = 0;
    for (const name of ["write", "writeSync"]) {
      const original = fs[name];
      fs[name] = (fd, ...rest) => (fd === 1 && writes++, original(fd, ...rest));
    }
    process.on("exit", () => process.stderr.write("writes " + writes));
    const { batchedStdout } = await import(${JSON.stringify(destinationModule)});
    const { destination } = batchedStdout(${script.flushEveryMs});
    const log = pino(destination);
    for (let i = 0; i < ${script.lines}; i++) {
      log.info({ i }, "line");
      ${script.gapMs ? `await new Promise((resolve) => setTimeout(resolve, ${script.gapMs}));` : ""}
    }
    ${script.afterwards}`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let lines = 0;
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => {
    lines += String(chunk).split("\n").length - 1;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk;
  });
  return {
    child,
    lines: () => lines,
    writes: () => Number(/writes (\d+)/.exec(errors)?.[1] ?? Number.NaN),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test("a few lines are written within the flush interval though the batch is not full", async () => {
  const { child, lines } = loggingProcess({
    lines: 3,
    flushEveryMs: 200,
    afterwards: "setTimeout(() => process.exit(0), 5_000);",
  });
  await expect.poll(lines, { timeout: 4_000 }).toBe(3);
  child.kill("SIGKILL");
  await exited(child);
});

test("lines that come one by one go out in a few writes, not one each", async () => {
  const { child, lines, writes } = loggingProcess({
    lines: 300,
    gapMs: 1,
    flushEveryMs: 60_000,
    afterwards: "setTimeout(() => process.exit(0), 1_000);",
  });
  await exited(child);
  expect(lines()).toBe(300);
  // About 60 bytes a line: five writes of 4 KB or so, against 300 unbatched.
  expect(writes()).toBeLessThan(30);
});

test("lines still in the batch are written when the process exits or crashes", async () => {
  for (const afterwards of ["process.exit(3);", "throw new Error('crash');"]) {
    const { child, lines } = loggingProcess({ lines: 5, flushEveryMs: 60_000, afterwards });
    expect(await exited(child)).not.toBe(0);
    expect(lines()).toBe(5);
  }
});
