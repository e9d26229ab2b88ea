import { websiteDevelopmentArt } from "../../hero-art/details/webdevelopment.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "websitedevelopment",
  navLabel: "Website Development",
  icon: "code",
  meta: {
    title: "Website Development: Fast, Secure Business Websites",
    description:
      "Business websites built on a modern stack: fast, secure, easy to edit and ready for search. Small and mid-sized businesses go live in 2–4 weeks.",
  },
  hero: {
    eyebrow: "Website development",
    title: "A website that loads fast, ranks well and brings in leads",
    lead: "We plan, design and build business websites on a modern stack, with a content editor your team can use on day one. Small and mid-sized businesses go live in 2–4 weeks.",
    cta: { label: "Start a Project" },
    secondaryLabel: "See What You Get",
    art: websiteDevelopmentArt,
  },
  lead: [
    "Your website is usually the first conversation a buyer has with you, and it happens without you in the room. It has to load quickly on a phone, answer the obvious questions and make the next step easy. We build for exactly that.",
    "You get one accountable project lead, a written scope before any code is written and a working preview you can click through every week. When the site launches, it is yours: the code, the content and the accounts.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A sitemap and page plan built around what your buyers ask",
        "Responsive design that works from small phones to wide screens",
        "A content editor for pages, news, team members and case studies",
        "Contact forms, click-to-call and chat links that reach the right inbox",
        "Technical SEO foundations: clean URLs, metadata, sitemap, structured data",
        "Analytics and conversion tracking set up before launch",
      ],
    },
    {
      title: "How the work runs",
      items: [
        "Kick-off call and written scope with fixed milestones",
        "Wireframes and visual design, approved page by page",
        "Build on a staging address you can review at any time",
        "Content loading, testing on real devices and a launch checklist",
        "Go-live, handover training and a support window after launch",
      ],
    },
  ],
  quote: {
    text: "A good business website does not need to be complicated. It needs to be fast, clear and easy to update, and it needs to be live while the opportunity is still there.",
    attribution: "How we scope every website project",
  },
  offer: {
    title: "Websites for every stage of a business",
    intro: "Every build is made to measure; these are the projects we take on most often.",
    items: [
      {
        title: "Company websites",
        description:
          "Service pages, team, case studies and contact paths that make a growing company look as capable as it is.",
      },
      {
        title: "Landing pages",
        description:
          "Focused pages for a campaign, product launch or event, with one clear call to action and tracking built in.",
      },
      {
        title: "Website redesigns",
        description:
          "A fresh design and faster code for an existing site, with redirects so your search rankings carry over.",
      },
      {
        title: "Multilingual sites",
        description:
          "Content in several languages with the right-to-left layouts, search tags and switchers that go with it.",
      },
    ],
  },
  addons: {
    title: "Add what you need, when you need it",
    items: [
      {
        title: "Copywriting",
        description: "Page copy written around your buyers' questions, ready for search engines.",
      },
      {
        title: "Hosting and care",
        description: `Managed hosting with backups, updates and monitoring on platforms that target ${companyStats.slaUptime.value} SLA uptime.`,
      },
      {
        title: "Brand kit",
        description: "A logo refresh, colour palette and type choices from our design team.",
      },
      {
        title: "SEO programme",
        description: "Ongoing content and technical SEO once the new site is live.",
      },
    ],
  },
  why: {
    title: "Why businesses build their website with us",
    items: [
      {
        title: "Launch dates you can plan around",
        description:
          "Fixed milestones and a weekly preview. Small and mid-sized business sites go live in 2–4 weeks.",
      },
      {
        title: "Speed built in, not bolted on",
        description:
          "Lean pages, optimised images and caching from the first commit, so the site stays fast as it grows.",
      },
      {
        title: "You own everything",
        description:
          "Code, content, domain and accounts are in your name. No lock-in, no hostage hosting.",
      },
      {
        title: "A team that stays after launch",
        description: `The people who built your site look after it and, on a support plan, answer incidents ${companyStats.support.value}.`,
      },
    ],
    image: "web-build",
    imageAlt: "A browser window with a page layout, code brackets and a launch checklist",
  },
  faq: [
    {
      question: "How long does a website take to build?",
      answer:
        "Most small and mid-sized business websites go live in 2–4 weeks. The written scope you receive before we start gives the exact milestones for your project.",
    },
    {
      question: "Can I update the website myself?",
      answer:
        "Yes. Every site comes with a content editor for text, images, pages and posts, and we walk your team through it at handover.",
    },
    {
      question: "Do you write the content as well?",
      answer:
        "We can. Many clients send their existing material and we shape it into clear page copy; others ask us to write from scratch after an interview.",
    },
    {
      question: "Will my new site work well on phones?",
      answer:
        "Every layout is designed for small screens first and tested on real phones and tablets before launch, not just resized in a desktop browser.",
    },
    {
      question: "What happens after the site goes live?",
      answer:
        "You get a support window to fix anything that comes up, then the choice of a care plan with hosting, updates, backups and monitoring, or a full handover to your own team.",
    },
  ],
} satisfies DetailPage;
