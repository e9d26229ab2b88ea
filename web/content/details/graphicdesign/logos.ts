import { site } from "#site/facts.ts";
import { logosArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "logos",
  navLabel: "Logos",
  icon: "pen",
  meta: {
    title: "Custom Logo Design for Businesses and Creators",
    description:
      "Original logos for businesses, streamers and creators: sketched concepts, 2–3 rounds of revisions, vector files and a usage sheet, ready in 5–7 days.",
  },
  hero: {
    eyebrow: "Logo design",
    title: "A logo that reads at any size, on any screen",
    lead: "An original mark for your business, channel or team: built from sketches, tested small and large, and delivered as vector files with a simple usage sheet in 5–7 days.",
    cta: { label: "Start Your Logo" },
    secondaryLabel: "See What Is Included",
    art: logosArt,
  },
  lead: [
    "Your logo shows up everywhere: a browser tab, a Twitch profile picture, a shop sign, an invoice. It has to work at a glance and at every size. We design marks that stay legible as a tiny avatar and still hold up on a banner or a storefront.",
    "We start with a short questionnaire about your audience, your competitors and the feeling you want to create. From there we sketch directions, refine the strongest in vector and present them on real mockups. You choose a direction, and we refine it through 2–3 rounds of revisions into the final mark.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Logo concepts presented on real-use mockups",
        "Primary logo, icon mark and wordmark versions",
        "Full-colour, single-colour and reversed versions",
        "Vector files (AI, SVG, EPS, PDF) and transparent PNG exports",
        "A usage sheet with colour codes, fonts and clear space",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "New businesses that need a mark before launch",
        "Established companies refreshing a dated logo",
        "Streamers and YouTubers building a recognisable channel",
        "Esports and gaming teams that want a mascot or crest",
        "Products and events that need an identity of their own",
      ],
    },
  ],
  quote: {
    text: "If it does not work in black and white at the size of a thumbnail, it is not a logo yet.",
    attribution: "The first test every logo concept must pass",
  },
  offer: {
    title: "Logo styles we design",
    intro:
      "We recommend a style once we understand your name, your audience and where the logo will appear.",
    items: [
      {
        title: "Wordmarks",
        description:
          "Your name set in custom-tuned lettering, for brands whose name is the message.",
      },
      {
        title: "Monograms and lettermarks",
        description: "Initials shaped into a compact mark that works as an app icon or avatar.",
      },
      {
        title: "Mascot logos",
        description:
          "An illustrated character for gaming teams, streamers and brands with personality.",
      },
      {
        title: "Emblems and crests",
        description: "Badge-style marks for clubs, teams, schools and heritage brands.",
      },
      {
        title: "Symbol and wordmark combinations",
        description:
          "An icon paired with your name, usable together or apart as the space demands.",
      },
    ],
  },
  addons: {
    title: "Add to your logo",
    intro: "Extend the new mark to the places it will appear first.",
    items: [
      {
        title: "Animated logo",
        description: "A short logo reveal for stream intros, video openers or your website.",
      },
      {
        title: "Brand style guide",
        description: "Colours, typography, imagery and logo rules in a guide your team can follow.",
      },
      {
        title: "Business stationery",
        description: "Business cards, letterheads and e-mail signatures that carry the new mark.",
      },
      {
        title: "Social media kit",
        description: "Profile pictures, covers and post templates for the platforms you use.",
      },
    ],
  },
  why: {
    title: "Why our logos last",
    items: [
      {
        title: "Sketch before software",
        description:
          "Ideas start on paper, so you see real thinking, not a template with your name typed in.",
      },
      {
        title: "Tested at every size",
        description:
          "We check each concept as a browser icon, a profile picture and a large print before we present it.",
      },
      {
        title: "Files for every use",
        description:
          "Vector masters for print and signage, PNGs for the web and icon versions for apps and social profiles.",
      },
      {
        title: "Fully yours",
        description:
          "On final payment, you own the logo and all rights to it. No stock icons, no shared templates.",
      },
    ],
    image: "brand-identity",
    imageAlt: "A logo mark on a card with a colour palette and type specimen",
  },
  faq: [
    {
      question: "How long does a logo take?",
      answer:
        "Most logo projects take 5–7 days from the questionnaire to final files. Mascot logos with detailed illustration can take longer; we confirm the date before we start.",
    },
    {
      question: "How many revisions do I get?",
      answer:
        "2–3 rounds of revisions on the direction you choose. Clear, combined feedback in each round gets you to the final mark quickest.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "Vector files in AI, SVG, EPS and PDF, transparent PNG exports in a range of sizes, and a usage sheet with colour codes and fonts.",
    },
    {
      question: "Do I own the logo?",
      answer:
        "Yes. On final payment you receive full ownership of the final design and may register it as a trademark. Concepts you did not choose stay with us unless we agree otherwise.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your business or channel name, a tagline if you use one, your audience, logos you like and dislike, and any colours to keep or avoid. Our questionnaire covers the rest.",
    },
    {
      question: "Can you redesign my existing logo?",
      answer:
        "Yes. We can modernise it while keeping the recognition you have built, or start fresh. Send the current files and tell us what is not working.",
    },
    {
      question: "Can you animate my logo?",
      answer:
        "Yes. An animated logo works as a stream intro, a video opener or a website loader. Add it to your brief, or order it later as an intro.",
    },
  ],
  closing: {
    title: "Start your logo with a short questionnaire",
    lead: `Tell us your name, your audience and the logos you admire. You get our questionnaire, a quote and a delivery date. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
