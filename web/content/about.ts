import { site } from "#site/facts.ts";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import type { IconName } from "#web/components/ui/icon.tsx";
import { teamMembers } from "./proof/index.ts";
import { toContact } from "./shared/actions.ts";
import { companyStats } from "./shared/company-stats.ts";
import { monograms } from "./shared/marks.ts";

export type IconCard = { title: string; description: string; icon: IconName };

export const aboutContent = {
  meta: {
    title: "About us",
    description: `Who ${site.brand.name} is: an IT, software and design team in ${site.contact.address.city}, part of ${site.parent.name}, serving clients in ${companyStats.countries.value} countries for ${companyStats.years.value} years.`,
  },
  hero: {
    eyebrow: "About us",
    title: "The team behind your website, software and brand",
    lead: `${site.brand.name} is a ${site.contact.address.city} studio of designers, engineers and marketers who help businesses in Pakistan and abroad plan, build and run the digital side of their work.`,
    actions: [{ label: "Explore Our Services", to: "/services" }, toContact("Talk to Our Team")],
    imageAlt: `A globe with lines running from our ${site.contact.address.city} office to client locations abroad`,
  },
  whoWeAre: {
    eyebrow: "Who we are",
    title: "One studio for the whole digital job",
    paragraphs: [
      `We are the IT, software and design company of ${site.parent.name}, the group that also runs ${site.sister.name}. That backing gives us the stability of an established business and the focus of a specialist team.`,
      "Under one roof we design brands and interfaces, build websites, stores, web and mobile apps, connect the tools a business already uses, implement Zoho CRM and put AI to work on repetitive tasks. You brief one team, and the parts fit together.",
      "Most of our clients are small and mid-sized businesses that need a dependable partner more than a big agency. We keep teams small, name one accountable lead for every project and stay on after launch.",
    ],
    imageAlt:
      "Four panels of a project: sticky notes from a briefing, an interface design, code with passing tests and an uptime chart next to a support reply",
  },
  sectors: {
    title: "Sectors we work in",
    items: monograms(
      ["RE", "Retail & e-commerce"],
      ["BD", "B2B distribution"],
      ["EF", "Engineering services"],
      ["HC", "Healthcare"],
      ["FT", "Fintech"],
      ["CS", "Creators & streamers"],
    ),
  },
  principle: {
    text: "Name one accountable lead, show working software every week, and stay after launch. Most of what clients value in us follows from those three habits.",
    attribution: "How we run every project",
  },
  mission: {
    eyebrow: "Our mission",
    title: "Make good technology easy to own",
    text: "We build digital products that do a clear job for the business that pays for them, explain every choice in plain language and hand over systems a client can run, change and grow without us.",
  },
  vision: {
    eyebrow: "Our vision",
    title: "The first call for growing businesses",
    text: `We want to be the partner growing businesses call first, from ${site.contact.address.city} to every market they sell in: known for work that ships on time, keeps running and pays for itself.`,
  },
  why: {
    eyebrow: "Why choose us",
    title: "What you can count on",
    lead: "The working habits that bring clients back to us for their next project.",
    cards: [
      {
        title: "Delivery you can plan around",
        description:
          "Written scope, fixed milestones and a weekly demo, so you can plan around our dates. Small and mid-sized launches take 2–4 weeks.",
        icon: "calendar",
      },
      {
        title: "Every discipline in one team",
        description:
          "Strategy, design, engineering, marketing and AI specialists work side by side, so your brand, site and systems speak the same language.",
        icon: "layers",
      },
      {
        title: "Built to keep running",
        description:
          "The platforms we run are monitored and backed up, and clients on a support plan reach an engineer whenever something needs attention.",
        icon: "shield",
      },
      {
        title: "Straight answers",
        description:
          "One accountable lead, plain-language updates and prices agreed before work starts. You always know what is done, what is next and what it costs.",
        icon: "message",
      },
    ] satisfies IconCard[],
  },
  values: {
    eyebrow: "Our values",
    title: "How we work, every day",
    cards: [
      {
        title: "Integrity",
        description:
          "We quote honestly, say no to work we cannot do well and tell you early when something changes.",
        icon: "handshake",
      },
      {
        title: "Innovation",
        description:
          "We adopt new tools, from modern frameworks to AI, when they make your product better, not because they are new.",
        icon: "lightbulb",
      },
      {
        title: "Reliability",
        description:
          "Deadlines, uptime and replies: we keep the promises we make, and we only make promises we can keep.",
        icon: "check",
      },
      {
        title: "Partnership",
        description:
          "We treat your goals as ours, share what we learn and stay with you long after launch day.",
        icon: "users",
      },
    ] satisfies IconCard[],
  },
  team: {
    eyebrow: "Our team",
    title: "The people you will work with",
    lead: "Every project has one accountable lead and a small team around it. These are some of the people who will answer your messages.",
    // Names, roles, one-line bios and photos: content/team/.
    members: teamMembers,
  },
  // Every company figure, each stated here once; the copy above makes the claims they back.
  stats: {
    title: "Our work in numbers",
    items: [
      companyStats.years,
      companyStats.countries,
      companyStats.projects,
      companyStats.onTime,
      companyStats.slaUptime,
      companyStats.dailyUsers,
      companyStats.support,
    ] satisfies Stat[],
  },
  workflow: {
    eyebrow: "How we work",
    title: "Five steps from first call to long-term support",
    lead: "Every project follows the same clear path, so you know what happens next and what you will see at each stage.",
    steps: [
      {
        title: "Discover",
        description:
          "We learn your business, your users and your goals, and agree what success looks like. Discovery usually takes 1–2 weeks.",
      },
      {
        title: "Plan",
        description:
          "You get a written scope, milestones, a timeline and an agreed price, so there are no surprises later.",
      },
      {
        title: "Build",
        description:
          "Design and engineering run in short cycles with a demo every week. You see real progress, not status reports.",
      },
      {
        title: "Iterate",
        description:
          "We test with real users and data, refine what matters most and launch when it is ready, not before.",
      },
      {
        title: "Support",
        description:
          "After launch we monitor, maintain and improve the systems we run, with an incident line for clients on a support plan.",
      },
    ] satisfies Step[],
  },
  cta: {
    title: "Let's build something that lasts",
    lead: `Tell us about your business and what you want to change. ${site.replyPromise.hero}`,
    action: toContact("Start a Project"),
  },
};
