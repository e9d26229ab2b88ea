import { FeatureCards } from "#web/components/hubs/feature-cards.tsx";
import { HubPage } from "#web/components/hubs/hub-page.tsx";
import { ImageCards } from "#web/components/hubs/image-cards.tsx";
import { MoreLink } from "#web/components/hubs/more-link.tsx";
import { PageNav } from "#web/components/hubs/page-nav.tsx";
import { RoiCalculator } from "#web/components/hubs/roi-calculator.tsx";
import { SuiteTabs } from "#web/components/hubs/suite-tabs.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { Faq } from "#web/components/ui/faq.tsx";
import { zohoCrmContent, zohoCrmFaq } from "#web/content/hubs/zoho-crm.ts";
import { pageData, withServicePosts } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { faqPage, professionalService, serviceLandingData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/zoho-crm";

export const loader = () =>
  pageData(withServicePosts(zohoCrmContent), {
    ...zohoCrmContent.meta,
    path: zohoCrmContent.path,
    structuredData: [
      ...serviceLandingData(zohoCrmContent),
      professionalService(),
      faqPage(zohoCrmFaq),
    ],
  });
export const meta = metaFromData;

export default function ZohoCrm({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <HubPage
      content={content}
      nav={<PageNav links={content.pageNav.map(({ label, href }) => ({ label, to: href }))} />}
      blocks={{ SuiteTabs, FeatureCards, RoiCalculator, MoreLink, WhyList, Faq, ImageCards }}
    />
  );
}
