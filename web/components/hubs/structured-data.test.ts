import { describe, expect, test } from "vitest";
import { site } from "#web/content/site";
import { businessJsonLd, faqJsonLd } from "./structured-data";

describe("structured data", () => {
  test("describes the business from the company facts", () => {
    const data = businessJsonLd({
      path: "/services/zohocrm",
      serviceName: "Zoho CRM implementation",
      description: "A description",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: site.brand.name,
      email: site.contact.email,
      telephone: site.contact.phones.map((phone) => phone.tel),
      address: { "@type": "PostalAddress", addressLocality: "Karachi", addressCountry: "PK" },
      openingHoursSpecification: { dayOfWeek: site.hours.days, opens: "10:00", closes: "19:00" },
      parentOrganization: { name: site.parent.name },
    });
    expect(data.url).toMatch(/\/services\/zohocrm$/);
  });

  test("lists every question with its answer", () => {
    const data = faqJsonLd([
      { question: "Q1?", answer: "A1." },
      { question: "Q2 <b>?", answer: "A2." },
    ]);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
      { "@type": "Question", name: "Q2 <b>?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
    ]);
    // Survives a JSON round trip unchanged: plain data only.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
