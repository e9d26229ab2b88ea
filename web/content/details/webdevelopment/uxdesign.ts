import { uxDesignArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "uxdesign",
  navLabel: "UX Design",
  icon: "users",
  meta: {
    title: "UX Design: Research, User Flows and Prototypes",
    description:
      "User experience design grounded in research: interviews, journey maps, user flows, wireframes and tested prototypes. A UX discovery takes 1–2 weeks.",
  },
  hero: {
    eyebrow: "User experience design",
    title: "Find out what users need before you pay to build it",
    lead: "We research how your customers really work, map the journeys that matter and test prototypes with real users, so your team builds the right product the first time. A UX discovery takes 1–2 weeks.",
    cta: { label: "Start a UX Discovery" },
    secondaryLabel: "See How Discovery Works",
    art: uxDesignArt,
  },
  lead: [
    "Most product rework is not caused by bad code. It is caused by building something users did not need, in an order that did not match how they work. UX design removes that guesswork with evidence: what users are trying to do, where they get stuck and what would help.",
    "We start every engagement with a UX discovery of 1–2 weeks: stakeholder interviews, user interviews, a review of your analytics and support tickets, and a competitor walkthrough. You finish discovery with a shared picture of the problem and a prioritised plan, before a single screen is designed in detail.",
    "From there we turn findings into user flows, wireframes and clickable prototypes, test them with people who match your users and refine until the key tasks are easy. The result is a design your developers can estimate with confidence.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A discovery report with user needs, pain points and opportunities",
        "Personas and journey maps grounded in interview evidence",
        "Information architecture and navigation for the whole product",
        "User flows for every key task, with edge cases noted",
        "Wireframes and a clickable prototype of the core journeys",
        "Usability test results with the changes they led to",
      ],
    },
    {
      title: "When you need it",
      items: [
        "Before building a new product or a major new feature",
        "When users sign up but do not come back",
        "When support tickets keep asking the same questions",
        "When a redesign must improve results, not just looks",
        "When stakeholders disagree on what to build first",
      ],
    },
  ],
  quote: {
    text: "A handful of conversations with real users will teach your team more than weeks of debate in a meeting room. We make those conversations happen early, while changing course is still cheap.",
    attribution: "Why every project starts with discovery",
  },
  offer: {
    title: "How a UX project runs",
    intro: "Each phase ends with something you can see, share and decide on.",
    items: [
      {
        title: "Discovery (1–2 weeks)",
        description:
          "Interviews with stakeholders and users, an analytics and support review and a competitor walkthrough, summarised in a findings workshop.",
      },
      {
        title: "Definition",
        description:
          "Personas, journey maps and a prioritised problem list that the whole team agrees on, with success measures for each goal.",
      },
      {
        title: "Structure and flows",
        description:
          "Information architecture, navigation and task flows, checked with card sorting or tree testing where the structure is unclear.",
      },
      {
        title: "Wireframes and prototype",
        description:
          "Low-fidelity screens for every step, linked into a clickable prototype that behaves like the real product.",
      },
      {
        title: "Usability testing",
        description:
          "Moderated sessions with people who match your users, observed by your team, with findings turned into design changes.",
      },
      {
        title: "Handover to UI and build",
        description:
          "Annotated flows and wireframes ready for UI design and development estimates, with our researchers available for questions.",
      },
    ],
  },
  why: {
    title: "Why teams trust us with their product decisions",
    items: [
      {
        title: "Evidence over opinion",
        description:
          "Every recommendation links back to something a user said or did, so decisions are easier to make and defend.",
      },
      {
        title: "Quick to first insight",
        description:
          "Discovery takes 1–2 weeks, so you learn what matters before your next planning cycle, not months later.",
      },
      {
        title: "Designed to be built",
        description:
          "Our UX designers sit with our engineers, so flows respect technical reality and estimates hold.",
      },
      {
        title: "Your team in the room",
        description:
          "Stakeholders observe interviews and tests, so findings are shared understanding rather than a report nobody reads.",
      },
    ],
    image: "ux-research",
    imageAlt: "Wireframe screens linked by a user-flow arrow, with sticky notes from research",
  },
  faq: [
    {
      question: "What happens in a UX discovery?",
      answer:
        "Over 1–2 weeks we interview stakeholders and users, review your analytics, support tickets and competitors, and run a findings workshop. You receive a discovery report with user needs, problems ranked by impact and a recommended plan.",
    },
    {
      question: "Do we need UX research if we already know our customers?",
      answer:
        "Teams who know their customers well still find surprises when they watch them use the product. Discovery confirms what you know, challenges what you assume and is fast enough not to slow the roadmap.",
    },
    {
      question: "Who takes part in the user interviews?",
      answer:
        "People who match your target users: existing customers, trial users or recruited participants. We handle scheduling, consent and incentives, and you are welcome to observe.",
    },
    {
      question: "Can you improve an existing product rather than start over?",
      answer:
        "Yes, and that is often the best value. We find the journeys where users struggle most, redesign those first and measure the change before moving on.",
    },
    {
      question: "What do developers receive at the end?",
      answer:
        "Annotated user flows, wireframes and a clickable prototype of the core journeys, ready for UI design and accurate estimates. If we also do the UI design, the final screens follow directly.",
    },
  ],
} satisfies DetailPage;
