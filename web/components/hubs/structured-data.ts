import type { FaqItem } from "#web/components/ui/faq";
import { site } from "#web/content/site";
import { absoluteUrl } from "#web/lib/meta";

/**
 * schema.org data for search engines, built from the company facts in site.ts. React Router's
 * meta renders each object as <script type="application/ld+json"> and escapes "<" in it.
 */

/** The business behind a service page, as a ProfessionalService. */
export function businessJsonLd({
  path,
  serviceName,
  description,
}: {
  path: string;
  serviceName: string;
  description: string;
}) {
  const { address } = site.contact;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.brand.name,
    description,
    url: absoluteUrl(path),
    email: site.contact.email,
    telephone: site.contact.phones.map((phone) => phone.tel),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    areaServed: "Worldwide",
    parentOrganization: { "@type": "Organization", name: site.parent.name, url: site.parent.href },
    sameAs: site.social.map((link) => link.href),
    makesOffer: {
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: serviceName, areaServed: "Worldwide" },
    },
  };
}

/** A page's questions and answers, as an FAQPage. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
