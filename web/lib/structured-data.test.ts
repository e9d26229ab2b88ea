import { describe, expect, test } from "vitest";
import { site } from "#site/facts.ts";
import {
  breadcrumbList,
  businessData,
  faqPage,
  professionalService,
  serviceLandingData,
} from "./structured-data.ts";

describe("structured data", () => {
  test("the business comes from the company facts, with its opening hours", () => {
    expect(professionalService()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: site.brand.name,
      email: site.contact.email,
      address: { "@type": "PostalAddress", addressLocality: "Karachi", addressCountry: "PK" },
      openingHoursSpecification: [{ dayOfWeek: site.hours.days, opens: "10:00", closes: "19:00" }],
    });
    const [organization] = businessData();
    expect(organization).toMatchObject({
      "@type": "Organization",
      logo: expect.stringMatching(/^https?:\/\/.+\.png$/),
      sameAs: site.social.map((link) => link.href),
    });
    expect((organization as { contactPoint: unknown[] }).contactPoint).toHaveLength(
      site.contact.phones.length,
    );
  });

  test("a breadcrumb trail numbers its items from 1 with absolute URLs", () => {
    const data = breadcrumbList([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
    ]);
    expect(data.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Home",
        item: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Services",
        item: expect.stringMatching(/\/services$/),
      },
    ]);
  });

  test("a service landing page is Home › Services › its menu name, and offers that service", () => {
    const [trail, offered] = serviceLandingData({
      path: "/services/zohocrm",
      meta: { title: "Zoho CRM Implementation Partner: setup", description: "Setup and training." },
    });
    expect((trail!.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
      "Home",
      "Services",
      "Zoho CRM",
    ]);
    expect(offered).toMatchObject({
      "@type": "Service",
      name: "Zoho CRM",
      description: "Setup and training.",
    });
    const [other] = serviceLandingData({
      path: "/services/ecommerce",
      meta: { title: "E-commerce: stores", description: "d" },
    });
    expect((other!.itemListElement as Array<{ name: string }>)[2]!.name).toBe("E-commerce");
  });

  test("an FAQ lists every question with its answer", () => {
    const data = faqPage([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]);
    expect(data).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
        { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
      ],
    });
  });
});
