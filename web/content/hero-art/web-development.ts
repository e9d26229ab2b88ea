import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { button, card, lightWindow, phone, rows } from "./parts.ts";

/** A sample clinic's website, with the speed and search scores a build is tuned to. */
export const webDevelopmentArt: HeroScene = {
  caption: "Illustration: a clinic website of the kind we build, with sample content",
  main: lightWindow(
    "yourclinic.pk",
    {
      kind: "banner",
      brand: "Your Dental Clinic",
      nav: ["Treatments", "Doctors", "Prices", "Contact"],
      title: "Gentle dental care in Clifton, open until 9 pm",
      text: "Check-ups, whitening and braces, with same-day emergency slots.",
      action: "Book a visit",
    },
    rows(
      { label: "Whitening", meta: "One visit, about an hour", value: "PKR 15,000" },
      { label: "Braces consultation", meta: "With X-rays and a plan", value: "Free" },
    ),
  ),
  side: phone(
    {
      kind: "banner",
      brand: "Your Dental Clinic",
      title: "Gentle dental care in Clifton",
      text: "Open until 9 pm",
    },
    button("Book a visit"),
    rows({ label: "Whitening", value: "PKR 15,000" }),
  ),
  float: card({
    kind: "scores",
    items: [
      { label: "Speed", value: 98 },
      { label: "SEO", value: 100 },
      { label: "Access", value: 100 },
    ],
  }),
};
