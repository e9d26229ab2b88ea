import { seoArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "seo",
  navLabel: "SEO",
  icon: "search",
  meta: {
    title: "SEO Services: Technical, On-Page, Content and Local Search",
    description:
      "Technical fixes, search-led content and local SEO that bring qualified visitors. Leading indicators in 2–3 months, traffic growth in 3–6 months.",
  },
  hero: {
    eyebrow: "Search engine optimisation",
    title: "SEO that turns searches into enquiries",
    lead: "We fix what stops search engines reading your site, write the pages your buyers are searching for and earn the links that prove you deserve to rank. Leading indicators show in 2–3 months; traffic grows in 3–6 months.",
    cta: { label: "Get an SEO Audit" },
    secondaryLabel: "See What Is Included",
    art: seoArt,
  },
  lead: [
    "Most sites do not have a ranking problem. They have a reading problem: slow templates, pages hidden from crawlers, titles that say nothing, and content written for the company instead of the customer. We start there, because every later gain depends on it.",
    "Then we build demand you can measure. Each month you get the work done, the queries you gained and the enquiries they produced, so SEO is judged on revenue, not on a vanity ranking for a term nobody buys from.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A technical audit with every issue ranked by impact and effort",
        "Keyword research mapped to pages, intent and buying stage",
        "Rewritten titles, descriptions, headings and internal links",
        "New pages and articles briefed, written and published",
        "Local search: Google Business Profile, citations and reviews",
        "A monthly report in plain language, tied to leads and sales",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Service businesses that win work from local searches",
        "Online stores whose category and product pages sit on page two",
        "Companies relaunching a site who cannot afford to lose rankings",
        "Teams paying for ads on terms they could own organically",
      ],
    },
  ],
  quote: {
    text: "A ranking is only worth something when the person who clicks can buy from you. We choose keywords by intent first and volume second.",
    attribution: "The rule behind every SEO plan we write",
  },
  offer: {
    title: "Everything an SEO engagement covers",
    intro:
      "One team handles the technical, content and authority work, so nothing waits on a hand-off.",
    items: [
      {
        title: "Technical SEO",
        description:
          "Crawl errors, redirects, canonical tags, sitemaps, structured data and page speed fixed at the source.",
      },
      {
        title: "On-page optimisation",
        description:
          "Titles, headings, copy and internal links tuned so each page targets one clear search intent.",
      },
      {
        title: "Content strategy",
        description:
          "A calendar of pages and articles that answer real buyer questions, written by people who know your field.",
      },
      {
        title: "Local SEO",
        description:
          "A complete Google Business Profile, consistent listings and a simple routine for collecting reviews.",
      },
      {
        title: "Link earning",
        description:
          "Outreach, partner mentions and digital PR that bring relevant links, never bought link networks.",
      },
      {
        title: "Migration protection",
        description:
          "Redirect maps and pre-launch checks so a redesign or new platform keeps the rankings you already have.",
      },
    ],
  },
  why: {
    title: "Why clients trust us with their search traffic",
    items: [
      {
        title: "Developers on the team",
        description:
          "Technical fixes are made by the engineers who build sites every day, not passed back to you as a to-do list.",
      },
      {
        title: "Honest timelines",
        description:
          "We tell you up front: leading indicators in 2–3 months, traffic in 3–6 months, and which fixes move first.",
      },
      {
        title: "White-hat only",
        description:
          "No bought links, no keyword stuffing, no tricks that risk a penalty on the domain you depend on.",
      },
      {
        title: "Reporting on outcomes",
        description:
          "Every report connects rankings to visits, calls, form fills and sales, so you can see the return.",
      },
    ],
    image: "web-growth",
    imageAlt: "A rising traffic chart beside a search bar and a map pin",
  },
  faq: [
    {
      question: "How long before SEO shows results?",
      answer:
        "Leading indicators such as more pages indexed, more queries shown and better positions usually appear in 2–3 months. Meaningful traffic growth follows in 3–6 months, depending on your site's starting point and your competition.",
    },
    {
      question: "Do you guarantee first-place rankings?",
      answer:
        "No one can honestly guarantee a position, because search engines control the results. We commit to the work, to transparent reporting and to the leading indicators that predict growth.",
    },
    {
      question: "What happens in the SEO audit?",
      answer:
        "We crawl the whole site, review analytics and Search Console data, check speed and indexing, and compare you with the competitors who rank. You receive a prioritised list of fixes and the opportunities worth pursuing.",
    },
    {
      question: "Will you change my website's design or content?",
      answer:
        "Only with your approval. Technical fixes are usually invisible to visitors. Copy changes and new pages are shared for review before anything goes live.",
    },
    {
      question: "Can you protect our rankings during a redesign?",
      answer:
        "Yes. We map every old URL to its new home, carry over titles and structured data, test the new site before launch and watch indexing closely in the weeks after it.",
    },
  ],
} satisfies DetailPage;
