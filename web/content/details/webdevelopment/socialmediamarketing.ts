import { socialMediaArt } from "../../hero-art/details/webdevelopment.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "webdevelopment",
  slug: "socialmediamarketing",
  navLabel: "Social Media Marketing",
  icon: "megaphone",
  meta: {
    title: "Social Media Marketing: Strategy, Content and Paid Campaigns",
    description:
      "A social media plan tied to business goals: content calendars, designed posts and short videos, community management and paid campaigns with clear reporting.",
  },
  hero: {
    eyebrow: "Social media marketing",
    title: "Social media that builds demand, not just followers",
    lead: "We plan, create and publish content for the channels your buyers use, run paid campaigns that reach the right people and report on the leads and sales they bring.",
    cta: { label: "Get a Social Media Plan" },
    secondaryLabel: "See the Services",
    art: socialMediaArt,
  },
  lead: [
    "Posting every day is not a strategy. We start by agreeing who you want to reach, what you want them to do and which channels they actually spend time on. The content calendar follows from that, not the other way round.",
    "Our designers, video editors and copywriters work in one team, so your posts look like your brand on every channel, and our developers make sure every click lands on a page that is ready to convert it.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A channel strategy with audiences, goals and a posting rhythm",
        "A monthly content calendar shared for approval in advance",
        "Designed posts, carousels, stories and short vertical videos",
        "Community management: replies, comments and messages handled",
        "Paid campaigns with audiences, creatives and budgets managed",
        "Monthly reporting on reach, engagement, leads and cost per result",
      ],
    },
    {
      title: "Channels we run",
      items: [
        "Instagram and Facebook for consumer brands and local services",
        "LinkedIn for B2B companies, founders and hiring",
        "YouTube and TikTok for product demos and short video",
        "X for news, launches and industry conversation",
      ],
    },
  ],
  quote: {
    text: "The best-performing post is rarely the prettiest one. It is the one that answers a question your customer already had, at the moment they had it.",
    attribution: "What our content team plans around",
  },
  offer: {
    title: "Social media services",
    items: [
      {
        title: "Strategy and audit",
        description:
          "A review of your current channels and competitors, then a plan that says what to post, where and why.",
      },
      {
        title: "Content production",
        description:
          "Graphics, motion posts and edited short videos made in-house by our design and video teams.",
      },
      {
        title: "Paid social",
        description:
          "Campaigns on Meta, LinkedIn and TikTok with tracking, testing and budget shifted to what works.",
      },
      {
        title: "Community management",
        description:
          "Comments and messages answered in your brand voice, with sales enquiries passed to your team quickly.",
      },
    ],
  },
  why: {
    title: "Why brands choose our social team",
    items: [
      {
        title: "Design and video in-house",
        description:
          "No waiting on outside studios: our own designers and editors turn a topical idea into a finished post while it still matters.",
      },
      {
        title: "Measured on business results",
        description:
          "We report on leads, sales and cost per result, with follower counts as context rather than the goal.",
      },
      {
        title: "Approval before anything goes out",
        description:
          "You see the whole month's calendar before it is scheduled, so nothing is published without your yes.",
      },
      {
        title: "Landing pages that convert",
        description:
          "Our web team builds and tunes the pages your campaigns point to, so paid clicks are not wasted.",
      },
    ],
    image: "web-growth",
    imageAlt: "A rising engagement chart beside a search bar and a map pin",
  },
  faq: [
    {
      question: "Which social media platforms should my business be on?",
      answer:
        "The ones your buyers use. B2B companies usually do best on LinkedIn; consumer brands on Instagram, Facebook and TikTok. Our strategy audit recommends the channels worth your time and the ones to drop.",
    },
    {
      question: "Do you create the content or do we?",
      answer:
        "We do. Our team writes, designs and edits everything. We only ask you for product details, photos or short clips from your premises when authentic footage makes a post stronger.",
    },
    {
      question: "Is the ad budget included in your fee?",
      answer:
        "No. Ad spend is paid directly to the platforms from your own account, so you always see exactly what was spent. Our fee covers strategy, creative and campaign management.",
    },
    {
      question: "How do we approve posts?",
      answer:
        "You receive the month's calendar with every caption and visual in advance. Comment on anything you want changed; we revise and schedule only what you have approved.",
    },
    {
      question: "How do you measure success?",
      answer:
        "Against the goals set in the strategy: enquiries, sales, sign-ups or event registrations, alongside reach and engagement. The monthly report shows what worked and what we will change.",
    },
  ],
} satisfies DetailPage;
