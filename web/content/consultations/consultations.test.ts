import { expect, test } from "vitest";
import { allTeamMembers } from "#content-collections";
import { consultants, consultations, publicHolidays } from "#site/booking/consultations.ts";
import routes from "../../routes.ts";
import { detailPaths } from "../details/order.ts";

/** Every path routes.ts names outright, with the detail pages' paths. */
function sitePaths(): Set<string> {
  const paths = new Set(detailPaths());
  const walk = (entries: readonly { path?: string; children?: unknown[] }[]) => {
    for (const entry of entries) {
      if (entry.path && !entry.path.includes(":")) paths.add(`/${entry.path}`);
      if (entry.children) walk(entry.children as typeof entries);
    }
  };
  walk(routes as never);
  return paths;
}

test("every consultant a consultation names is on the team, with a week of their own", () => {
  const team = new Set(allTeamMembers.map((member) => member._meta.path));
  const weeks = new Set(consultants.map((consultant) => consultant.slug));
  for (const consultation of consultations)
    for (const slug of consultation.consultants) {
      expect(team, `${consultation.slug}: ${slug}`).toContain(slug);
      expect(weeks, `${consultation.slug}: ${slug} has no content/consultants/ file`).toContain(
        slug,
      );
    }
  for (const consultant of consultants) expect(team).toContain(consultant.slug);
});

test("every service a consultation is offered on is a page of the site", () => {
  const paths = sitePaths();
  expect(paths).toContain("/services/webdevelopment");
  for (const consultation of consultations)
    for (const path of consultation.services) expect(paths, consultation.slug).toContain(path);
});

test("one consultation is open to anyone, and holidays are days", () => {
  expect(consultations.filter((c) => c.audience === "anyone").length).toBeGreaterThan(0);
  for (const holiday of publicHolidays) expect(holiday.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
