import { fullAddress, site } from "#site/facts.ts";
import { servicesMenu } from "#site/navigation.ts";
import { absoluteUrl, type StructuredData } from "./meta.ts";
import { ogImagePath } from "./og.ts";

/**
 * schema.org data for search engines, built from the site facts. Pages pass it to `pageMeta`,
 * which renders each item as a JSON-LD block in the head: data, not script, so the CSP needs no
 * hash for it.
 */

type Thing = StructuredData;

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

/** The BreadcrumbList of the trail a page shows above its title (its crumbs are labelled). */
export function trailBreadcrumbList(trail: readonly { label: string; path: string }[]): Thing {
  return breadcrumbList(trail.map((crumb) => ({ name: crumb.label, path: crumb.path })));
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

const home: Crumb = { name: "Home", path: "/" };
const servicesCrumb: Crumb = { name: "Services", path: "/services" };

/** The short name of a service landing page: its menu label, else its title up to a colon. */
function serviceName(path: string, title: string): string {
  return servicesMenu.find((link) => link.to === path)?.label ?? title.split(":")[0]!.trim();
}

/** A service landing page: Home › Services › the page, and the service it offers. */
export function serviceLandingData(page: {
  path: string;
  meta: { title: string; description: string };
}): Thing[] {
  const name = serviceName(page.path, page.meta.title);
  return [
    breadcrumbList([home, servicesCrumb, { name, path: page.path }]),
    service({ name, description: page.meta.description, path: page.path }),
  ];
}

/** An Insights post: who wrote it, when, for whom, and its picture (its Open Graph image). */
export function article(
  post: {
    title: string;
    description: string;
    date: string;
    author: { name: string; role: string };
    services: readonly string[];
  },
  path: string,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: { "@id": organizationId() },
    image: absoluteUrl(ogImagePath(path)),
    mainEntityOfPage: absoluteUrl(path),
    keywords: post.services.join(", "),
  };
}

/** The business itself, for the home and contact pages. */
export function businessData(): Thing[] {
  return [organization(), professionalService()];
}

export { home as homeCrumb, servicesCrumb };
