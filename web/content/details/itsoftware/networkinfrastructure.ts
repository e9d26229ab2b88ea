import { networkInfrastructureArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "networkinfrastructure",
  navLabel: "Network Infrastructure",
  icon: "network",
  meta: {
    title: "Network Infrastructure: Design, Cabling, Wi-Fi and Secure Remote Access",
    description:
      "Office and multi-site networks designed and installed properly: structured cabling, switching, business Wi-Fi, firewalls, VPNs and monitoring.",
  },
  hero: {
    eyebrow: "Network infrastructure",
    title: "A network your business can depend on, in every room and every branch",
    lead: "We design, install and document office networks: structured cabling, switching, business-grade Wi-Fi, firewalls and secure links between sites and remote staff. Built to be fast, segmented and easy to support.",
    cta: { label: "Get a Network Assessment" },
    secondaryLabel: "See the Services",
    art: networkInfrastructureArt,
  },
  lead: [
    "Slow Wi-Fi, dropped calls and a server that disappears from the network every afternoon are rarely bad luck. They are usually the result of a network that grew one consumer router and one extra cable at a time, with nobody planning it as a whole.",
    "We start with an assessment: a survey of your premises, a look at every device and connection, and measurements of where signal and speed fall short. You then get a design that fixes the causes, installed cleanly, labelled, documented and monitored.",
  ],
  columns: [
    {
      title: "What we deliver",
      items: [
        "A site survey and Wi-Fi heat map of your premises",
        "A network design with separated staff, guest and device traffic",
        "Structured cabling, patch panels and tidy, labelled racks",
        "Switches, access points and firewalls configured to the design",
        "Secure VPN links for branches and remote staff",
        "Network diagrams, credentials and a handover document",
      ],
    },
    {
      title: "Projects we take on",
      items: [
        "New office fit-outs and office moves",
        "Upgrades of networks that have grown without a plan",
        "Connecting branches, warehouses and stores into one network",
        "Wi-Fi for meeting rooms, shop floors and large open spaces",
      ],
    },
  ],
  quote: {
    text: "Most network problems are designed in, not switched on. Fixing the design is cheaper than living with the symptoms, and the users notice the difference on the first day.",
    attribution: "Why every project starts with a survey",
  },
  offer: {
    title: "Network infrastructure services",
    items: [
      {
        title: "Network assessment",
        description:
          "A survey of cabling, equipment, Wi-Fi coverage and security, with a report of what to fix first.",
      },
      {
        title: "Design and installation",
        description:
          "Cabling, racks and equipment installed to a documented design, tested point by point before sign-off.",
      },
      {
        title: "Multi-site networking",
        description:
          "Branches and remote staff connected through secure VPNs, with central management of every site.",
      },
      {
        title: "Monitoring and maintenance",
        description:
          "Alerts for outages and slow links, firmware updates and a support line for network incidents.",
      },
    ],
  },
  why: {
    title: "Why businesses trust us with their network",
    items: [
      {
        title: "Vendor-neutral design",
        description:
          "We recommend equipment for your needs and budget, not for a supplier's margin.",
      },
      {
        title: "Segmented and secure",
        description:
          "Staff, guests, cameras and payment devices are kept apart, so one compromised device cannot reach the rest.",
      },
      {
        title: "Clean, documented work",
        description:
          "Every cable labelled, every port recorded and every password handed over, so any engineer can support it.",
      },
      {
        title: "Supported after installation",
        description: `Monitoring and, on a support plan, ${companyStats.support.value} incident support for outages, from the engineers who built the network.`,
      },
    ],
    image: "it-infrastructure",
    imageAlt: "Server racks connected to office laptops through a network switch",
  },
  faq: [
    {
      question: "Can you work while our office stays open?",
      answer:
        "Yes. We plan installations in stages and schedule disruptive work, such as switching over the core network, outside your working hours.",
    },
    {
      question: "Do you supply the equipment too?",
      answer:
        "We can supply, configure and install everything, or work with equipment you have already bought if it fits the design.",
    },
    {
      question: "Why is our Wi-Fi slow even with a fast internet connection?",
      answer:
        "Usually because of access point placement, interference, too many devices on one access point or an old router doing too much. A site survey shows which, and the fix is often simpler than expected.",
    },
    {
      question: "Can you connect our branches into one network?",
      answer:
        "Yes. We link sites with secure VPNs over their internet connections, so staff reach shared systems as if they were in head office, with central monitoring of every site.",
    },
  ],
} satisfies DetailPage;
