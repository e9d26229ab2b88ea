import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends the run with one plain line, "N passed, N failed, N skipped", that any CI can read, after
 * the names of the tests that needed a retry (browser tests under CI get one) with what failed
 * in the attempt before and where in the test file, so a flaky test can be mended from CI's log
 * alone.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const retried: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if ((test.diagnostic()?.retryCount ?? 0) > 0) {
          const first = test.result().errors?.[0];
          // The test file's own line: which of a test's several waits gave up.
          const frame = first?.stacks?.find((stack) => stack.file === module.moduleId);
          const at = frame ? ` (line ${frame.line})` : "";
          const why = first ? `\n      ${(first.message ?? "").split("\n")[0]}${at}` : "";
          retried.push(`${module.moduleId}: ${test.name}${why}`);
        }
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
    }
    if (retried.length > 0) console.log(`\nRetried:\n  ${retried.join("\n  ")}`);
    console.log(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
