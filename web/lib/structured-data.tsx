import { fullAddress, site } from "#web/content/site";
import { absoluteUrl } from "./meta";

/**
 * schema.org data for search engines, built from the site facts. Rendered as JSON-LD blocks, which
 * are data, not scripts, so the CSP needs no hash for them.
 */

type Thing = Record<string, unknown>;

const organizationId = () => absoluteUrl("/#organization");

export function organization(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: site.brand.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
    email: site.contact.email,
    telephone: site.contact.phones.map((phone) => phone.tel),
    address: postalAddress(),
    parentOrganization: { "@type": "Organization", name: site.parent.name, url: site.parent.href },
    contactPoint: site.contact.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: "sales",
      email: site.contact.salesEmail,
      availableLanguage: ["English", "Urdu"],
    })),
    sameAs: site.social.map((link) => link.href),
  };
}

function postalAddress(): Thing {
  const address = site.contact.address;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

export function professionalService(): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl("/#business"),
    name: site.brand.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/icons/icon-512.png"),
    telephone: site.contact.phones[0].tel,
    email: site.contact.email,
    address: postalAddress(),
    description: `${site.brand.tagline}. ${fullAddress}.`,
    parentOrganization: { "@id": organizationId() },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: "Worldwide",
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: readonly Crumb[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Only for questions that are visible on the page. */
export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): Thing {
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

export function service({
  name,
  description,
  path,
}: {
  name: string;
  description: string;
  path: string;
}): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    serviceType: name,
    areaServed: "Worldwide",
    provider: { "@id": organizationId() },
  };
}

/** One <script type="application/ld+json"> per item; "<" is escaped so text cannot end the block. */
export function JsonLd({ data }: { data: Thing | readonly Thing[] }) {
  const items = Array.isArray(data) ? data : [data];
  return (
    <>
      {items.map((item) => (
        <script
          key={String(item["@type"])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data with "<" escaped
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
