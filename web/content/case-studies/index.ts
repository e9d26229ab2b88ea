import { allCaseStudies } from "#content-collections";
import { site } from "#site/facts.ts";
import { withFacts } from "../shared/placeholders.ts";
import type { CaseStudy } from "./schema.ts";

/**
 * Every case study, from content/case-studies/<slug>.yaml (validated at build by
 * scripts/build/build-content.ts; the company facts and price ranges its words name filled in),
 * in gallery order. The page attributes the pull quote to a role at the company and closes its
 * call to action with the reply promise, both from site/facts.ts.
 */
function resolved(): CaseStudy[] {
  return withFacts(allCaseStudies)
    .map(({ _meta, quote, cta, ...entry }) => ({
      ...entry,
      slug: _meta.path,
      quote: { text: quote.text, attribution: `${quote.role}, ${site.brand.name}` },
      cta: { ...cta, lead: `${cta.lead} ${site.replyPromise.hero}` },
    }))
    .sort((a, b) => a.order - b.order);
}

// Pure: a browser module that imports this file for something else (prerender.ts, through
// portfolio.ts) must not pull every case study into its bundle.
export const caseStudies: readonly CaseStudy[] = /* @__PURE__ */ resolved();

export function caseStudyFor(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

/**
 * The visible note under every case study's figures. STAND-IN: the figures and the note are
 * placeholders until each project's reported figures replace them (see schema.ts).
 */
export const caseStudyNote = "Figures from each project's own reporting; client names withheld."; // STAND-IN

/**
 * The note under a delivered project's figures: each figure's source stands beside it, and
 * whether the client is named is the page's to say (its name, or the reason it is withheld).
 */
export const deliveredCaseStudyNote =
  "Figures from the project's own reporting, each with its source.";
