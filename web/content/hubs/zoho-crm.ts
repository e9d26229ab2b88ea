import { site } from "#site/facts.ts";
import education from "#web/assets/hubs/industry-education.svg";
import healthcare from "#web/assets/hubs/industry-healthcare.svg";
import manufacturing from "#web/assets/hubs/industry-manufacturing.svg";
import realEstate from "#web/assets/hubs/industry-real-estate.svg";
import retail from "#web/assets/hubs/industry-retail.svg";
import professionalServices from "#web/assets/hubs/industry-services.svg";
import type { FeatureCard } from "#web/components/hubs/feature-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { ImageCard } from "#web/components/hubs/image-cards.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import type { FaqItem } from "#web/components/ui/faq.tsx";
import { zohoCrmArt } from "../hero-art/zoho-crm.ts";
import { toContact } from "../shared/actions.ts";

/** The questions of the FAQ section, which the page also lists as FAQPage data. */
export const zohoCrmFaq = [
  {
    question: "How long does a Zoho CRM implementation take?",
    answer:
      "Discovery takes 1–2 weeks. A first working CRM follows in 2–4 weeks, and we add further modules and integrations in stages after that.",
  },
  {
    question: "Can you move our data from spreadsheets or another CRM?",
    answer:
      "Yes. We clean, de-duplicate and map your contacts, companies, deals and history, run a test import you can check, then move everything over.",
  },
  {
    question: "Which Zoho CRM edition do we need?",
    answer:
      "It depends on your team size, automation needs and budget. We recommend an edition during discovery and only suggest upgrades when a feature pays for itself.",
  },
  {
    question: "Will Zoho CRM connect to our website, e-mail and phone system?",
    answer:
      "In most cases, yes. We connect web forms, mailboxes, telephony, payment gateways and other apps through Zoho's own integrations or custom APIs.",
  },
  {
    question: "Do you train our team and support us after go-live?",
    answer:
      "Yes. Every roll-out includes role-based training and short guides, and we offer ongoing support and optimisation as your process grows.",
  },
] satisfies FaqItem[];

export const zohoCrmContent = {
  path: "/services/zohocrm",
  meta: {
    title: "Zoho CRM Implementation Partner",
    description:
      "Zoho CRM set-up, customisation, data migration, integrations, training and support from a Zoho implementation partner in Karachi. Estimate your ROI in seconds.",
  },
  hero: {
    eyebrow: "Zoho CRM implementation partner",
    title: "Zoho CRM, set up around the way you sell",
    lead: "We plan, configure, migrate, integrate and train, so your whole team works from one pipeline and you see every deal as it moves.",
    actions: [toContact("Book a Zoho Consultation"), { label: "Estimate Your ROI", to: "#roi" }],
    art: zohoCrmArt,
    summary: {
      title: "A typical roll-out",
      items: [
        "Discovery and process mapping in 1–2 weeks",
        "A first working CRM in 2–4 weeks",
        "Data moved over from spreadsheets or your old CRM",
        "Your team trained on their own pipeline",
      ],
      // Office hours, not "support hours": incident support on a plan runs 24/7.
      footer: `Office hours: ${site.hours.label} (${site.hours.timezoneLabel})`,
    },
  },
  /** The in-page links under the hero; each target sits 80 px below the top when reached. */
  pageNav: [
    { label: "Zoho suite", href: "#zoho-suite" },
    { label: "Services", href: "#services" },
    { label: "ROI calculator", href: "#roi" },
    { label: "Why us", href: "#why-choose-us" },
    { label: "FAQ", href: "#faq" },
    { label: "Industries", href: "#industries" },
  ],
  sections: [
    {
      id: "zoho-suite",
      headingId: "suite-title",
      heading: {
        eyebrow: "The Zoho suite",
        title: "One platform for sales, service and finance",
        lead: "Zoho CRM is the centre, but it shines when the apps around it share the same data. Explore what we set up.",
      },
      blocks: [
        {
          kind: "SuiteTabs",
          reveal: true,
          label: "Zoho CRM topics",
          products: {
            label: "Zoho Products",
            items: [
              {
                title: "Zoho CRM",
                description:
                  "Leads, contacts, deals and forecasts in one pipeline your team actually uses.",
                icon: "users",
              },
              {
                title: "Zoho Books",
                description:
                  "Quotes and invoices raised from won deals, with payments tracked in CRM.",
                icon: "receipt",
              },
              {
                title: "Zoho Desk",
                description:
                  "Support tickets linked to the customer record, so sales sees every issue.",
                icon: "headphones",
              },
              {
                title: "Zoho Campaigns",
                description:
                  "E-mail campaigns sent to CRM segments, with opens and clicks logged back.",
                icon: "megaphone",
              },
              {
                title: "Zoho Analytics",
                description:
                  "Dashboards across sales, service and finance, refreshed automatically.",
                icon: "chart",
              },
              {
                title: "Zoho Creator",
                description: "Custom apps for the processes no off-the-shelf module covers.",
                icon: "layers",
              },
            ] satisfies FeatureCard[],
          },
          features: {
            label: "CRM Features",
            items: [
              {
                title: "Pipelines and stages",
                description:
                  "Deal stages that mirror your sales process, with required fields at each step.",
                icon: "workflow",
              },
              {
                title: "Workflow automation",
                description:
                  "Assignment rules, follow-up tasks and e-mail alerts that run without reminders.",
                icon: "zap",
              },
              {
                title: "Blueprints",
                description:
                  "Guided processes that make every rep follow the steps that win deals.",
                icon: "route",
              },
              {
                title: "Forecasts and targets",
                description: "Monthly and quarterly forecasts per rep, team and territory.",
                icon: "target",
              },
              {
                title: "Omnichannel contact",
                description:
                  "E-mail, phone, chat and social conversations on one customer timeline.",
                icon: "message",
              },
              {
                title: "Reports and dashboards",
                description:
                  "Real-time views of pipeline, conversion and activity, for managers and reps.",
                icon: "chart",
              },
            ] satisfies FeatureCard[],
          },
          implementation: {
            label: "Implementation & Consulting",
            items: [
              {
                title: "Discovery",
                description:
                  "We map how you sell, who does what and which data matters. Takes 1–2 weeks.",
              },
              {
                title: "Design",
                description:
                  "Modules, fields, stages and permissions designed and agreed in writing.",
              },
              {
                title: "Configuration",
                description: "A first working CRM, configured and automated, in 2–4 weeks.",
              },
              {
                title: "Migration",
                description: "Contacts, deals and history cleaned, de-duplicated and imported.",
              },
              {
                title: "Training",
                description: "Role-based sessions and short guides, so adoption starts on day one.",
              },
              {
                title: "Ongoing consulting",
                description: "Reviews, new automations and reports as your team and process grow.",
              },
            ] satisfies Step[],
          },
        },
      ],
    },
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Our Zoho services",
        title: "Everything from set-up to scale",
        lead: "Start with a fresh implementation or bring us a CRM that is not pulling its weight.",
      },
      blocks: [
        {
          kind: "FeatureCards",
          tilt: 8,
          cards: [
            {
              title: "Zoho CRM Implementation",
              description:
                "A complete set-up matched to your sales process, from modules to dashboards.",
              icon: "rocket",
            },
            {
              title: "Customisation & Blueprints",
              description:
                "Custom modules, layouts, fields and guided processes for how your team works.",
              icon: "settings",
            },
            {
              title: "Data Migration",
              description:
                "Spreadsheets or another CRM moved over cleanly, with nothing lost or doubled.",
              icon: "database",
            },
            {
              title: "Integrations",
              description:
                "Your website forms, e-mail, telephony, payments and apps connected to CRM.",
              icon: "plug",
            },
            {
              title: "Training & Adoption",
              description:
                "Hands-on training for reps and managers, plus guides they will actually read.",
              icon: "users",
            },
            {
              title: "Support & Optimisation",
              description: "Regular health checks, fixes and improvements after go-live.",
              icon: "wrench",
            },
          ] satisfies FeatureCard[],
        },
      ],
    },
    {
      id: "roi",
      heading: {
        eyebrow: "ROI calculator",
        title: "Estimate your return on Zoho CRM",
        lead: "Enter your own numbers. The estimate updates as you type; nothing is sent anywhere.",
      },
      blocks: [
        { kind: "RoiCalculator", reveal: true },
        { kind: "MoreLink", space: 8, label: "Discuss Your Numbers", to: "/contact" },
      ],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "dark",
      heading: { eyebrow: "Why choose us", title: "A Zoho partner that stays after go-live" },
      blocks: [
        {
          kind: "WhyList",
          columns: 3,
          items: [
            {
              title: "Process first, software second",
              subtitle: "We design the CRM around how you sell, then configure Zoho to match.",
            },
            {
              title: "Fast, staged roll-outs",
              subtitle: "Discovery in 1–2 weeks and a first working CRM in 2–4 weeks.",
            },
            {
              title: "Clean data from day one",
              subtitle:
                "Migration includes de-duplication and checks, so reports are right from the start.",
            },
            {
              title: "Connected to your tools",
              subtitle:
                "Our integration team links Zoho to your website, payments and in-house systems.",
            },
            {
              title: "Training that sticks",
              subtitle: "Role-based sessions and guides, plus support when new starters join.",
            },
          ] satisfies WhyItem[],
        },
      ],
    },
    {
      id: "faq",
      layout: "narrow",
      heading: { eyebrow: "FAQ", title: "Zoho CRM questions, answered" },
      blocks: [{ kind: "Faq", items: zohoCrmFaq }],
    },
    {
      id: "industries",
      tone: "muted",
      heading: {
        eyebrow: "Industries",
        title: "Set up for how your industry sells",
        lead: "Every sector has its own pipeline. These are the ones we configure most often.",
      },
      blocks: [
        {
          kind: "ImageCards",
          compact: true,
          cards: [
            {
              title: "Real estate",
              description: "Property listings, viewings and buyer follow-ups in one pipeline.",
              image: realEstate,
              imageAlt: "Apartment towers and a house with a location pin",
            },
            {
              title: "Retail & e-commerce",
              description:
                "Customer history, orders and repeat-purchase campaigns linked to your store.",
              image: retail,
              imageAlt: "A shop front with an awning and a shopping bag",
            },
            {
              title: "Healthcare",
              description: "Patient enquiries, appointments and reminders handled with care.",
              image: healthcare,
              imageAlt: "A clinic dashboard with a heartbeat line and a medical cross",
            },
            {
              title: "Education",
              description: "Student enquiries, admissions stages and counsellor follow-ups.",
              image: education,
              imageAlt: "A graduation cap above an open book",
            },
            {
              title: "Manufacturing",
              description: "Distributor accounts, quotes and repeat orders across territories.",
              image: manufacturing,
              imageAlt: "A factory with turning gears and a conveyor of boxes",
            },
            {
              title: "Professional services",
              description: "Proposals, projects and retainers tracked from first call to invoice.",
              image: professionalServices,
              imageAlt: "A briefcase beside a report with a growing chart",
            },
          ] satisfies ImageCard[],
        },
      ],
    },
  ],
  cta: {
    title: "Make Zoho CRM work the way your team sells",
    lead: `Tell us about your team and your current tools. ${site.replyPromise.hero}`,
    action: toContact("Book a Zoho Consultation"),
  },
} satisfies HubContent & { pageNav: unknown };
