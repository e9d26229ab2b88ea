import { itConsultingSupportArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "itconsultingsupport",
  navLabel: "IT Consulting & Support",
  icon: "headphones",
  meta: {
    title: "IT Consulting and Support: Your Outsourced IT Department",
    description: `Advice and hands-on help in one service: a named IT consultant, a help desk for your staff, device and account management, and ${companyStats.support.value} incident support on a plan.`,
  },
  hero: {
    eyebrow: "IT consulting and support",
    title: "An IT department for companies that do not have one",
    lead: `A named consultant who knows your business, a help desk your staff can reach, and engineers who fix problems remotely or on site. Advice and support in one service, with ${companyStats.support.value} incident cover on a support plan.`,
    cta: { label: "Talk to an IT Consultant" },
    secondaryLabel: "See What Is Covered",
    art: itConsultingSupportArt,
  },
  lead: [
    "Small and mid-sized companies often rely on whoever is best with computers to keep IT running. It works until a laptop dies before a deadline, an ex-employee still has access to the shared drive, or a licence renewal nobody tracked switches off e-mail.",
    "Our IT consulting and support service gives you the benefits of an in-house IT team without the headcount. A named consultant plans with you, our help desk handles day-to-day requests, and everything is documented so knowledge stays with the company, not with one person.",
  ],
  columns: [
    {
      title: "What is covered",
      items: [
        "Help desk for staff requests by e-mail, chat or phone",
        "Laptop, phone and printer set-up, repair and replacement",
        "User accounts, e-mail, file sharing and permissions",
        "Joiner and leaver checklists so access is always up to date",
        "Licence, domain and renewal tracking",
        "Regular reviews with your consultant on risks and priorities",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Growing companies without a dedicated IT person",
        "Offices whose IT was set up piece by piece over the years",
        "Firms with an IT lead who needs backup and specialist help",
        "Businesses opening a new office or moving premises",
      ],
    },
  ],
  quote: {
    text: "Good IT support is boring in the best way. People get their answer, the fix is written down, and the same problem does not come back next week.",
    attribution: "How we judge our own help desk",
  },
  offer: {
    title: "Consulting and support, working together",
    items: [
      {
        title: "Onboarding review",
        description:
          "We document your devices, accounts, network and suppliers, fix urgent risks and agree a support plan.",
      },
      {
        title: "Help desk",
        description:
          "A single point of contact for staff, with every request logged, prioritised and followed through.",
      },
      {
        title: "Remote and on-site support",
        description:
          "Most issues are solved remotely; engineers come to your office when hands-on work is needed.",
      },
      {
        title: "Advisory",
        description:
          "Guidance on purchases, software choices, security and budgets from a consultant who knows your setup.",
      },
    ],
  },
  why: {
    title: "Why companies hand their IT to us",
    items: [
      {
        title: "One team for advice and fixes",
        description:
          "The consultant who plans your IT works with the engineers who support it, so advice is practical.",
      },
      {
        title: "Everything documented",
        description:
          "Passwords in a managed vault, network diagrams and supplier details kept up to date and handed to you on request.",
      },
      {
        title: "Cover when it matters",
        description: `On a support plan, ${companyStats.support.value} support for incidents that stop work, on top of help-desk cover during business hours.`,
      },
      {
        title: "Experience across industries",
        description: `${companyStats.years.value} years supporting offices, stores and remote teams for clients in ${companyStats.countries.value} countries.`,
      },
    ],
    image: "it-infrastructure",
    imageAlt: "Server racks connected to laptops through a network switch",
  },
  faq: [
    {
      question: "How do my staff ask for help?",
      answer:
        "By e-mail, chat or phone to one help-desk contact. Every request gets a ticket, so nothing is forgotten and you can see what was done.",
    },
    {
      question: "Do you replace our current IT person?",
      answer:
        "Not unless you want us to. Many clients keep an internal IT lead and use us for specialist work, holiday cover and out-of-hours incidents.",
    },
    {
      question: "Can you support staff who work remotely?",
      answer:
        "Yes. We manage laptops, accounts and security remotely, and can ship or configure devices for staff wherever they work.",
    },
    {
      question: "What happens when we start working together?",
      answer:
        "An onboarding review: we document your setup, close urgent security gaps, take over supplier contacts where useful and agree priorities with you.",
    },
  ],
} satisfies DetailPage;
