import { customerWebAppArt } from "../../hero-art/details/webdevelopment.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "webappdev",
  navLabel: "Web App Development",
  icon: "monitor",
  meta: {
    title: "Web App Development: SaaS Products, Portals and PWAs",
    description:
      "Customer-facing web applications built to scale: SaaS products, portals, marketplaces and progressive web apps. Discovery in 1–2 weeks, then MVP releases.",
  },
  hero: {
    eyebrow: "Web application development",
    title: "Web apps your customers log in to, and keep coming back to",
    lead: "We design and build customer-facing web applications: SaaS products, client portals, booking platforms and marketplaces. Discovery takes 1–2 weeks; a first working release of each system follows in 2–4 weeks.",
    cta: { label: "Scope Your Web App" },
    secondaryLabel: "See How We Build",
    art: customerWebAppArt,
  },
  lead: [
    "A web app is a product, not a project. Customers sign up, pay, invite colleagues and expect it to work on every device, every day. That takes more than good code: it takes clear scope, secure accounts, reliable hosting and a plan for what comes after version one.",
    "We start with a 1–2 week discovery to agree the users, the core journeys and the smallest release worth shipping. Then we build in short cycles, delivering a minimum viable product of each system in 2–4 weeks and growing it with real usage data rather than guesses.",
  ],
  columns: [
    {
      title: "What we build",
      items: [
        "SaaS products with sign-up, subscriptions and team accounts",
        "Client portals for documents, orders, tickets and invoices",
        "Booking and scheduling platforms with payments",
        "Marketplaces connecting buyers, sellers and administrators",
        "Progressive web apps that install on phones and work offline",
      ],
    },
    {
      title: "What comes with every build",
      items: [
        "Secure sign-in with roles, permissions and audit trails",
        "An admin panel to manage users, content and settings",
        "Automated tests and a deployment pipeline from day one",
        "Error monitoring and performance alerts in production",
        `Hosting that targets ${companyStats.slaUptime.value} SLA uptime, with backups`,
        "Documentation and a handover your next developer can follow",
      ],
    },
  ],
  quote: {
    text: "The fastest way to a good product is a small one in real users' hands. We ship the core journey first, watch how it is used and let that decide what we build next.",
    attribution: "How we plan every first release",
  },
  offer: {
    title: "From idea to a product in production",
    items: [
      {
        title: "Discovery (1–2 weeks)",
        description:
          "Users, journeys, data and integrations mapped; a scoped first release with a fixed budget and timeline.",
      },
      {
        title: "MVP (2–4 weeks per system)",
        description:
          "A working release of each core system, deployed to a real address, demoed to you every week.",
      },
      {
        title: "Scale and iterate",
        description:
          "New features driven by analytics and user feedback, released continuously without downtime.",
      },
      {
        title: "Run and support",
        description: `Monitoring, security updates and, on a support plan, ${companyStats.support.value} incident support for the live product, by the team that built it.`,
      },
    ],
  },
  why: {
    title: "Why founders and product teams build with us",
    items: [
      {
        title: "Working software early",
        description:
          "A minimum viable product of each system in 2–4 weeks, so you can show investors and users something real.",
      },
      {
        title: "Security from the first line",
        description:
          "Our DevSecOps practice puts dependency checks, secrets management and access control in the pipeline.",
      },
      {
        title: "Built to be handed over",
        description:
          "Readable code, tests and documentation mean you are never locked in: if you stay with us, it is by choice.",
      },
      {
        title: "Experience at scale",
        description: `The platforms we run for clients serve ${companyStats.dailyUsers.value} daily users between them and target ${companyStats.slaUptime.value} SLA uptime.`,
      },
    ],
    image: "cloud",
    imageAlt: "A cloud linked to servers, containers and a deployment pipeline",
  },
  faq: [
    {
      question: "How long does it take to build a web app?",
      answer:
        "Discovery takes 1–2 weeks. After that we deliver a minimum viable product of each core system in 2–4 weeks, then keep releasing improvements. The discovery report gives you the full timeline for your scope.",
    },
    {
      question: "Which technologies do you use?",
      answer:
        "Usually TypeScript with React on the front end, Node.js on the server and PostgreSQL for data, hosted on a major cloud. We choose the stack for your needs and your team's future, not our habits.",
    },
    {
      question: "Who owns the code?",
      answer:
        "You do. The repository, cloud accounts and domain are set up in your name from the start, and the code is yours on payment.",
    },
    {
      question: "Can you take over an app another team started?",
      answer:
        "Yes. We begin with a code and infrastructure review, fix what puts the product at risk, then carry on the roadmap with you.",
    },
    {
      question: "Do you build mobile apps as well?",
      answer:
        "Yes. A progressive web app covers many needs from one code base; when you need the app stores, our mobile team builds Android and iOS apps on the same back end.",
    },
  ],
} satisfies DetailPage;
