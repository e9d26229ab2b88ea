import { networkingEquipmentArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "networkingequipment",
  navLabel: "Networking Equipment",
  icon: "server",
  meta: {
    title: "Networking Equipment: Supply, Configuration and Installation",
    description:
      "Routers, switches, access points, firewalls, racks and UPS units: chosen for your needs, configured before delivery and installed by our engineers.",
  },
  hero: {
    eyebrow: "Networking equipment",
    title: "The right networking hardware, configured before it reaches your office",
    lead: "We advise on, supply and install routers, switches, Wi-Fi access points, firewalls, racks and power protection. Every device is staged and configured in our workshop, so installation day is about plugging in, not troubleshooting.",
    cta: { label: "Get an Equipment Quote" },
    secondaryLabel: "See What We Supply",
    art: networkingEquipmentArt,
  },
  lead: [
    "Networking equipment is easy to over-buy and easy to under-buy. A switch with features you will never use wastes budget; a consumer access point in a busy office wastes everyone's time. We size each purchase to your users, your premises and your plans for the next few years.",
    "Every item we supply is genuine, covered by the manufacturer's warranty and configured to a documented standard before delivery. We then install it, test it and hand over the settings, so you are never dependent on one person's memory.",
  ],
  columns: [
    {
      title: "What we supply",
      items: [
        "Business routers and next-generation firewalls",
        "Managed switches, including power-over-Ethernet models",
        "Wi-Fi access points and controllers",
        "Server and network racks, patch panels and cabling",
        "UPS units and power distribution",
        "Network storage devices for backups and shared files",
      ],
    },
    {
      title: "What is included",
      items: [
        "A needs assessment and a clear bill of materials",
        "Genuine hardware with manufacturer warranty",
        "Configuration and testing in our workshop before delivery",
        "Installation, labelling and on-site testing",
        "Documentation of every setting, password and port",
      ],
    },
  ],
  quote: {
    text: "The cheapest switch is the one you only buy once. We choose hardware for the years it will be in service, not for the day it is installed.",
    attribution: "How we build every equipment list",
  },
  offer: {
    title: "Equipment services",
    items: [
      {
        title: "Procurement advice",
        description:
          "A vendor-neutral recommendation and a bill of materials you can compare, with the reasons for each choice.",
      },
      {
        title: "Staging and configuration",
        description:
          "Devices configured, updated and tested together before they reach site, to shorten installation.",
      },
      {
        title: "Installation",
        description:
          "Rack mounting, cabling, labelling and on-site tests by our engineers, with minimal disruption.",
      },
      {
        title: "Lifecycle management",
        description:
          "Firmware updates, warranty tracking and planned replacement before equipment reaches end of life.",
      },
    ],
  },
  addons: {
    title: "Extras for your installation",
    items: [
      {
        title: "Site survey",
        description:
          "A Wi-Fi and cabling survey before you buy, so nothing is over- or under-sized.",
      },
      {
        title: "Monitoring",
        description: "Alerts for failed devices, overloaded links and expiring warranties.",
      },
      {
        title: "Rack tidy-up",
        description: "Re-cabling and labelling of an existing rack during a quiet period.",
      },
      {
        title: "Old equipment disposal",
        description: "Secure wiping and recycling of the devices you replace.",
      },
    ],
  },
  why: {
    title: "Why clients buy their equipment through us",
    items: [
      {
        title: "Advice first, sale second",
        description:
          "We recommend what your network needs, and tell you when the equipment you have is good enough.",
      },
      {
        title: "Ready on arrival",
        description:
          "Pre-configured hardware means installation is quick and your team is back online sooner.",
      },
      {
        title: "Genuine and warrantied",
        description:
          "Hardware from authorised channels with full manufacturer warranty, tracked for you.",
      },
      {
        title: "Supported afterwards",
        description: `The engineers who installed the equipment support it, with ${companyStats.support.value} incident cover for outages on a support plan.`,
      },
    ],
    image: "it-infrastructure",
    imageAlt: "Server racks and a network switch connected to office laptops",
  },
  faq: [
    {
      question: "Which brands do you supply?",
      answer:
        "We are vendor-neutral and work with the major business networking brands. We recommend one after assessing your needs, and we can match a brand you already use.",
    },
    {
      question: "Can we buy equipment without installation?",
      answer:
        "Yes. We can supply pre-configured equipment with documentation for your own team to install, and stay available for questions.",
    },
    {
      question: "What if a device fails under warranty?",
      answer:
        "We handle the warranty claim with the manufacturer, and where possible provide a temporary replacement so your network stays up.",
    },
    {
      question: "Can we replace our equipment gradually?",
      answer:
        "Yes. We plan replacements by priority, starting with devices that are failing, out of support or holding back the rest, so the cost is spread and the network improves at each step.",
    },
  ],
} satisfies DetailPage;
