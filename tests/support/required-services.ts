import { beforeAll, describe } from "vitest";

/** Under CI every service is required. */
export const ci = process.env.CI === "true" || process.env.CI === "1";

/** A service's address as the messages show it: without a password. */
export const withoutPassword = (url: string) => url.replace(/\/\/[^@/]*@/, "//");

/**
 * Warns once, outside CI, that the suites needing a service it cannot reach are skipped, and how
 * to run them.
 */
export function warnUnreachable(
  service: string,
  url: string,
  problem: string | null,
  setting: string,
) {
  if (!problem || ci) return;
  console.warn(
    `\n⚠ ${service} integration tests SKIPPED: cannot reach ${withoutPassword(url)} (${problem}).\n` +
      `  Start ${service} there or set ${setting}. Under CI=true they are required.\n`,
  );
}

/**
 * Declares a suite that needs services, given what keeps each one out of reach (none when all
 * answer). Under CI=true a missing service fails the suite; locally the suite is skipped.
 */
export function describeNeeding(title: string, problems: string[], suite: () => void) {
  const declare = problems.length > 0 && !ci ? describe.skip : describe;
  declare(title, () => {
    if (problems.length > 0) {
      beforeAll(() => {
        throw new Error(`Required under CI=true: ${problems.join("; ")}`);
      });
    }
    suite();
  });
}
