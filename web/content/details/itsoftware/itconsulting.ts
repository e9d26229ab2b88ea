import { itConsultingArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "itconsulting",
  navLabel: "IT Consulting",
  icon: "lightbulb",
  meta: {
    title: "IT Consulting: Strategy, Roadmaps and Technology Decisions",
    description:
      "Independent IT consulting for business leaders: technology assessments, IT roadmaps and budgets, vendor selection, digital transformation and compliance readiness.",
  },
  hero: {
    eyebrow: "IT consulting",
    title: "Technology decisions made with a plan, not under pressure",
    lead: "We help leadership teams decide what to invest in, what to replace and what to leave alone: an honest assessment of your current IT, a roadmap tied to business goals and independent advice on vendors and budgets. Start with a free consultation.",
    cta: { label: "Request a Free IT Consultation" },
    secondaryLabel: "See How We Help",
    art: itConsultingArt,
  },
  lead: [
    "IT spending often happens one urgent problem at a time: a new tool for one department, a server replaced because it failed, a licence renewed because nobody had time to question it. Each decision is reasonable; together they add up to cost, complexity and risk nobody planned.",
    "Our consultants step back and look at the whole picture: your goals, your people, your systems and your budget. You get clear recommendations, a prioritised roadmap and, if you want it, a team that can deliver every part of it, from software to cloud to security.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "An assessment of systems, infrastructure, security and spending",
        "A technology roadmap tied to your business goals",
        "Budgets and business cases for each recommended investment",
        "Independent vendor and software selection",
        "A risk register with the gaps to close first",
        "A presentation for your leadership team or board",
      ],
    },
    {
      title: "Questions we help answer",
      items: [
        "Should we build, buy or keep what we have?",
        "Which systems should move to the cloud, and when?",
        "Are we spending on IT in the right places?",
        "What do we need to pass client security reviews and audits?",
        "How should our IT team be structured as we grow?",
      ],
    },
  ],
  quote: {
    text: "Good IT strategy fits on a page: where the business is going, what technology it needs to get there and what to stop doing. The detail is in the roadmap; the clarity is in that page.",
    attribution: "How we frame every consulting engagement",
  },
  offer: {
    title: "IT consulting services",
    items: [
      {
        title: "IT assessment",
        description:
          "A structured review of systems, infrastructure, security, support and costs, with findings ranked by impact.",
      },
      {
        title: "IT strategy and roadmap",
        description:
          "A plan that sequences projects by value and dependency, with budgets and the skills each one needs.",
      },
      {
        title: "Vendor selection",
        description:
          "Requirements, shortlists, demos and contract review, so you buy the right product at a fair price.",
      },
      {
        title: "Digital transformation",
        description:
          "Processes redesigned around better tools, with Agile delivery and change management for your staff.",
      },
      {
        title: "Compliance readiness",
        description:
          "Policies, controls and evidence prepared for ISO-ready audits, client reviews and data protection duties.",
      },
      {
        title: "Fractional CTO",
        description:
          "Senior technology leadership part-time, for decisions, hiring and supplier management.",
      },
    ],
  },
  why: {
    title: "Why leaders ask us for advice",
    items: [
      {
        title: "Advice from people who deliver",
        description:
          "Our consultants lead software, cloud and security projects, so recommendations are grounded in practice.",
      },
      {
        title: "Independent recommendations",
        description:
          "We are vendor-neutral and will tell you when the best option is one we do not deliver.",
      },
      {
        title: "Plain language",
        description:
          "Findings and roadmaps written for business leaders, with the technical detail kept in an appendix.",
      },
      {
        title: "A track record",
        description: `${companyStats.years.value} years of experience, ${companyStats.projects.value} projects delivered and clients in ${companyStats.countries.value} countries.`,
      },
    ],
    image: "data",
    imageAlt: "A management dashboard with charts fed from a company database",
  },
  faq: [
    {
      question: "What happens in the free consultation?",
      answer:
        "A conversation with a senior consultant about your goals and current challenges. You leave with initial observations and a proposal for an assessment if one would help, with no obligation.",
    },
    {
      question: "How is this different from IT consulting and support?",
      answer:
        "IT consulting is strategic: assessments, roadmaps, budgets and major decisions. IT consulting and support is an ongoing service that combines advice with a help desk and hands-on fixes.",
    },
    {
      question: "Do we have to use you to deliver the roadmap?",
      answer:
        "No. The roadmap is yours, written so any capable team can deliver it. Many clients do ask us to deliver parts of it, since our teams cover software, cloud, networks and security.",
    },
    {
      question: "Can you help us prepare for a security audit?",
      answer:
        "Yes. We review your policies and controls against the standard or questionnaire, close the gaps with you and organise the evidence so the audit runs smoothly.",
    },
  ],
} satisfies DetailPage;
