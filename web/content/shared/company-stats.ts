import { company } from "#content-collections";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { CompanyFigures } from "./company-figures-schema.ts";

/**
 * The company's figures, from content/company/figures.yaml: pages pick the ones they show, in
 * their order, and sentences quote `companyStats.<name>.value`, so every page states the same
 * value and a changed figure changes everywhere. Copy never types a figure by hand, nor in words
 * ("more than ten years", "support around the clock"); an uptime figure reads as its label
 * ("99.9% SLA uptime", "99.9% uptime targets"); 24/7 always says it is incident support on a
 * plan, since the office is closed on Sunday. company-stats.test.ts loads every content module
 * with a marker for each value and fails on a figure left in the copy.
 */
function figures(): Omit<CompanyFigures, "standIn"> {
  const { _meta, standIn: _standIn, ...values } = company;
  return values satisfies Record<string, Stat>;
}

// Pure, so a bundle that imports this file and uses no figure leaves the file's data out.
export const companyStats = /* @__PURE__ */ figures();
