import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Where `npm run test:timings` keeps how long each test file took in a full run. */
export const timingsFile = "tests/timings.json";

/**
 * Runs each project's longest files first, so the last to finish are short ones and no worker
 * idles while one long file ends the run. Vitest orders by its own timings, but keeps them in
 * node_modules, which a fresh clone (CI) lacks: it would fall back to the largest files first,
 * and a short file can be slow (the every-route check visits 96 pages in 200 lines). The
 * timings of a full run on the 2-core machine are committed instead; a file without one
 * (new) goes first, as vitest's own order would put it.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = JSON.parse(readFileSync(timingsFile, "utf8")) as Record<string, number>;
    const root = `${this.ctx.config.root}/`;
    const timing = (file: TestSpecification) =>
      seconds[file.moduleId.replace(root, "")] ?? Number.POSITIVE_INFINITY;
    // Project by project, as vitest runs them: a worker keeps one project's modules loaded.
    return [...files].sort(
      (a, b) => a.project.name.localeCompare(b.project.name) || timing(b) - timing(a),
    );
  }
}
