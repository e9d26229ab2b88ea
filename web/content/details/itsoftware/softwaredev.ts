import { customSoftwareArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "softwaredev",
  navLabel: "Custom Software Development",
  icon: "code",
  meta: {
    title: "Custom Software Development: Built Around Your Business",
    description:
      "Custom software for processes off-the-shelf products cannot handle: back-office systems, APIs, desktop and mobile apps. Discovery in 1–2 weeks, MVP in 2–4.",
  },
  hero: {
    eyebrow: "Custom software development",
    title: "Software shaped around the way your business works",
    lead: "When off-the-shelf products force your team into workarounds, we build the system you actually need: back-office platforms, APIs, automations and apps. Discovery takes 1–2 weeks; a minimum viable product of each system follows in 2–4 weeks.",
    cta: { label: "Scope Your Software" },
    secondaryLabel: "See How We Work",
    art: customSoftwareArt,
  },
  lead: [
    "Custom software is worth building when it gives you something competitors cannot buy: a faster quote, a smoother hand-off, a report nobody else can produce. It is not worth building to recreate a product that already exists. Our first job is to tell you honestly which case you are in.",
    "If custom is the right answer, we run a 1–2 week discovery to map the processes, data and integrations involved and agree the smallest first release that delivers value. We then deliver a minimum viable product of each system in 2–4 weeks, in weekly increments you can see, test and steer.",
    "After launch the same team runs, supports and extends the software. You own the code, the documentation and the cloud accounts, and you can take them to another team whenever you choose.",
  ],
  columns: [
    {
      title: "What we build",
      items: [
        "Back-office platforms for orders, operations and finance",
        "APIs and services that other systems and partners rely on",
        "Automation that removes repetitive data entry",
        "Cross-platform desktop and mobile applications",
        "Modernised versions of legacy systems, moved in safe stages",
      ],
    },
    {
      title: "How every project runs",
      items: [
        "Discovery of 1–2 weeks with a written scope and estimate",
        "Agile delivery in short cycles with a demo every week",
        "Automated tests and code review on every change",
        "Security checks in the pipeline through our DevSecOps practice",
        "Staged releases with a rollback plan for each one",
        "Documentation and knowledge transfer at every milestone",
      ],
    },
  ],
  quote: {
    text: "Custom software should earn its keep. If a product you can buy does the job, we will say so. If it does not, we will build the smallest thing that proves the value, then grow it.",
    attribution: "Our first promise in every discovery",
  },
  offer: {
    title: "The stages of a custom software project",
    intro: "Each stage ends with something you can use, review and decide on.",
    items: [
      {
        title: "Discovery (1–2 weeks)",
        description:
          "Workshops with the people involved, a map of processes, data and integrations, and a scoped first release.",
      },
      {
        title: "Architecture",
        description:
          "A design for data, services, hosting and security that fits today's load and leaves room to grow.",
      },
      {
        title: "MVP (2–4 weeks per system)",
        description:
          "A working minimum viable product of each system, deployed and used by real people as early as possible.",
      },
      {
        title: "Iterate",
        description:
          "Features prioritised with you every cycle, based on feedback and measured use rather than assumptions.",
      },
      {
        title: "Launch",
        description:
          "Data migration, training, a staged roll-out and monitoring in place before the full switch-over.",
      },
      {
        title: "Support and evolve",
        description: `Security updates, a roadmap of improvements and, on a support plan, ${companyStats.support.value} incident support, delivered by the team that wrote the code.`,
      },
    ],
  },
  why: {
    title: "Why companies trust us with their core systems",
    items: [
      {
        title: "A track record of shipping",
        description: `${companyStats.years.value} years building software for clients in ${companyStats.countries.value} countries, with ${companyStats.onTime.value} of projects delivered on time.`,
      },
      {
        title: "Small releases, low risk",
        description:
          "Working software every week and an MVP of each system in 2–4 weeks, so problems surface while they are cheap to fix.",
      },
      {
        title: "Engineering you can audit",
        description:
          "Tests, code review, documented architecture and security checks in the pipeline on every change.",
      },
      {
        title: "No lock-in",
        description:
          "Code, infrastructure and documentation belong to you, and are written so another team could take over.",
      },
    ],
    image: "cloud",
    imageAlt: "A cloud linked to servers, containers and a deployment pipeline",
  },
  faq: [
    {
      question: "How do you estimate the cost of custom software?",
      answer:
        "After discovery. The 1–2 week discovery produces a written scope, an architecture outline and an estimate per system, so the figure is based on your real requirements rather than a guess.",
    },
    {
      question: "How soon will we see working software?",
      answer:
        "You see progress in the weekly demo from the first development cycle. A minimum viable product of each system is ready in 2–4 weeks.",
    },
    {
      question: "Can you modernise our legacy system without stopping the business?",
      answer:
        "Yes. We replace it in stages, running old and new side by side and moving one function at a time, with data kept in sync until the old system can be retired.",
    },
    {
      question: "Who owns the intellectual property?",
      answer:
        "You do. The contract assigns the code and designs to you, and repositories and cloud accounts are created in your organisation's name.",
    },
    {
      question: "What support do you offer after launch?",
      answer: `A support plan with monitoring, security updates, bug fixes and ${companyStats.support.value} incident support, plus planned development time for new features if you want it.`,
    },
  ],
} satisfies DetailPage;
