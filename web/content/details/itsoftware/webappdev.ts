import { businessWebAppArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "webappdev",
  navLabel: "Web Application Development",
  icon: "layers",
  meta: {
    title: "Business Web Applications: Internal Tools, Dashboards and Workflows",
    description:
      "Custom web applications that replace spreadsheets and manual steps: approvals, inventory, field reports and dashboards. Discovery in 1–2 weeks.",
  },
  hero: {
    eyebrow: "Web applications for business operations",
    title: "Replace the spreadsheets your operation has outgrown",
    lead: "We build secure web applications for the work behind the scenes: approvals, inventory, job tracking, field reports and management dashboards. Discovery takes 1–2 weeks; each system reaches a working first version in 2–4 weeks.",
    cta: { label: "Plan Your Web App" },
    secondaryLabel: "See What We Build",
    art: businessWebAppArt,
  },
  lead: [
    "Every growing company has one: the shared spreadsheet that runs purchasing, the chain of e-mails that approves a leave request, the report someone rebuilds by hand every Monday. They work until the day they do not, and then nobody is sure which version is right.",
    "We turn those processes into a web application your staff open in a browser, with the right data in one place, the right people notified and a record of who did what. It runs on your own cloud account, connects to the systems you already use and grows with the process.",
  ],
  columns: [
    {
      title: "Typical applications",
      items: [
        "Purchase requests and multi-step approvals",
        "Inventory, asset and equipment tracking",
        "Job, project and field-service management",
        "HR requests, onboarding checklists and leave",
        "Management dashboards pulling from several systems",
      ],
    },
    {
      title: "Built in from the start",
      items: [
        "Single sign-on with your Google or Microsoft accounts",
        "Roles and permissions that match your organisation chart",
        "A full audit trail of changes and approvals",
        "Import from the spreadsheets you use today",
        "Works on office desktops and on phones in the field",
        `Backups, monitoring and, on a support plan, ${companyStats.support.value} incident support once live`,
      ],
    },
  ],
  quote: {
    text: "The best internal tool is the one staff stop noticing. It asks for each piece of information once, sends it to the right person and never makes anyone rebuild a report by hand again.",
    attribution: "What we aim for in every internal application",
  },
  offer: {
    title: "How we deliver a business application",
    items: [
      {
        title: "Process discovery (1–2 weeks)",
        description:
          "We sit with the people who do the work, map the process as it really runs and agree what the first version must do.",
      },
      {
        title: "First version (2–4 weeks per system)",
        description:
          "A working application on real data, used by a pilot group, with weekly demos and changes.",
      },
      {
        title: "Roll-out and training",
        description:
          "Data migrated from spreadsheets, short role-based training and a support channel for the first weeks.",
      },
      {
        title: "Integrations",
        description:
          "Connections to accounting, CRM, e-mail and messaging so data flows without copy and paste.",
      },
    ],
  },
  why: {
    title: "Why operations teams choose us",
    items: [
      {
        title: "We learn the process first",
        description:
          "Discovery happens with the people who do the work, so the tool fits the job instead of forcing a new one.",
      },
      {
        title: "Quick, visible progress",
        description:
          "A pilot group uses a working version of each system within 2–4 weeks and shapes what comes next.",
      },
      {
        title: "Secure by design",
        description:
          "Least-privilege access, encrypted data and audit trails, built with our DevSecOps practice.",
      },
      {
        title: "Supported after launch",
        description: `Hosting that targets ${companyStats.slaUptime.value} SLA uptime, monitoring and, on a support plan, ${companyStats.support.value} incident support from the team that built it.`,
      },
    ],
    image: "data",
    imageAlt: "A dashboard with bar and line charts fed from a database",
  },
  faq: [
    {
      question: "Why build a custom app instead of buying software?",
      answer:
        "Buy when an off-the-shelf product fits your process. Build when the process is what sets you apart, when licences cost more than a build, or when you need several systems to work as one. Discovery helps you decide.",
    },
    {
      question: "Can we keep using our spreadsheets during the change?",
      answer:
        "Yes. We import your current data, run the new tool alongside the old process with a pilot group, and switch over only when the team is confident.",
    },
    {
      question: "Where is the application hosted?",
      answer:
        "On a cloud account in your company's name, or on your own servers if policy requires it. We manage it for you or hand it to your IT team.",
    },
    {
      question: "How is this different from your customer web app service?",
      answer:
        "The customer-facing service builds products you sell or offer to clients. This one builds the tools your own staff use to run the business, with single sign-on, approvals and audit trails at the centre.",
    },
  ],
} satisfies DetailPage;
