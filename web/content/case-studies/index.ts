import { graphicDesignCaseStudies } from "./graphic-design.ts";
import type { CaseStudy } from "./schema.ts";
import { uiUxCaseStudies } from "./ui-ux.ts";
import { webAppCaseStudies } from "./web-app.ts";

/** Every case study, one per project of the three portfolio galleries (web/content/portfolio.ts). */
export const caseStudies: readonly CaseStudy[] = [
  ...webAppCaseStudies,
  ...graphicDesignCaseStudies,
  ...uiUxCaseStudies,
];

export function caseStudyFor(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

/**
 * The visible note under every case study's figures. STAND-IN: the figures and the note are
 * placeholders until each project's reported figures replace them (see schema.ts).
 */
export const caseStudyNote = "Figures from each project's own reporting; client names withheld."; // STAND-IN
