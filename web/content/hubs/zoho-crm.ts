import { zohoCrmHub } from "#content-collections";
import type { FaqItem } from "#web/components/ui/faq.tsx";
import { toContact } from "../shared/actions.ts";
import {
  heading,
  hubPage,
  hubWords,
  pictureCards,
  servicesSection,
  whySection,
} from "./compose.ts";

/** The questions of the FAQ section, which the page also lists as FAQPage data. */
export const zohoCrmFaq = hubWords<"zoho-crm">(zohoCrmHub).faq.questions satisfies FaqItem[];

/** The words are content/hubs/zoho-crm.yaml; here, how the page lays them out. */
export const zohoCrmContent = hubPage(
  "zoho-crm",
  zohoCrmHub,
  ({ suite, services, roi, why, faq, industries }) => ({
    secondaryTo: "#roi",
    /** The in-page links under the hero; each target sits 80 px below the top when reached. */
    pageNav: [
      { label: suite.navLabel, href: "#zoho-suite" },
      { label: services.navLabel, href: "#services" },
      { label: roi.navLabel, href: "#roi" },
      { label: why.navLabel, href: "#why-choose-us" },
      { label: faq.navLabel, href: "#faq" },
      { label: industries.navLabel, href: "#industries" },
    ],
    sections: [
      {
        id: "zoho-suite",
        headingId: "suite-title",
        heading: heading(suite),
        blocks: [{ kind: "SuiteTabs", reveal: true, ...suite.tabs }],
      },
      servicesSection(services, [{ kind: "FeatureCards", tilt: 8, cards: services.cards }]),
      {
        id: "roi",
        heading: heading(roi),
        blocks: [
          { kind: "RoiCalculator", reveal: true },
          { kind: "MoreLink", space: 8, ...toContact(roi.moreLink) },
        ],
      },
      whySection(why, { tone: "dark", columns: 3 }),
      {
        id: "faq",
        layout: "narrow",
        heading: heading(faq),
        blocks: [{ kind: "Faq", items: zohoCrmFaq }],
      },
      {
        id: "industries",
        tone: "muted",
        heading: heading(industries),
        blocks: [{ kind: "ImageCards", compact: true, cards: pictureCards(industries.cards) }],
      },
    ],
  }),
);
