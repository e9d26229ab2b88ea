import { company } from "#content-collections";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { CompanyFigures } from "./company-figures-schema.ts";

/**
 * The company's figures, from content/company/figures.yaml: pages pick the ones they show, in
 * their order, and sentences quote `companyStats.<name>.value`, so every page states the same
 * value and a changed figure changes everywhere.
 */
function figures(): CompanyFigures {
  const { _meta, ...values } = company;
  return values satisfies Record<string, Stat>;
}

// Pure, so a bundle that imports this file and uses no figure leaves the file's data out.
export const companyStats = /* @__PURE__ */ figures();
