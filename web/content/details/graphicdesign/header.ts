import { site } from "#site/facts.ts";
import { headerArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "header",
  navLabel: "Header",
  icon: "layout",
  meta: {
    title: "YouTube Header and Channel Art Design",
    description:
      "Custom YouTube channel art at 2560×1440, laid out around the safe area so it reads on phones, desktops and TVs. Ready in 3–5 days with 2–3 rounds of revisions.",
  },
  hero: {
    eyebrow: "Channel header design",
    title: "A channel header that tells visitors why to subscribe",
    lead: "Custom YouTube channel art at 2560×1440, laid out around the safe area so your name, schedule and promise read on phones, desktops and TVs. Delivered in 3–5 days.",
    cta: { label: "Start Your Header" },
    secondaryLabel: "See What Is Included",
    art: headerArt,
  },
  lead: [
    "Your header is the first thing a visitor sees on your channel page, and on a phone it is only a thin strip. We design the full 2560×1440 canvas for TV screens while keeping everything important inside the area every device shows, so nothing that matters gets cropped.",
    "We match the header to your logo, thumbnails and stream look, then add what helps a visitor decide: what the channel is about, when you upload or go live, and where else to find you. You review a draft on device previews, request changes over 2–3 rounds of revisions and receive files ready to upload.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Channel art at 2560×1440, checked on phone, desktop and TV previews",
        "An upload-ready JPG or PNG within YouTube's file-size limit",
        "A layered PSD or Figma source for later updates",
        "Matching versions for X, Facebook or LinkedIn on request",
        "2–3 rounds of revisions",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "New YouTubers launching a channel",
        "Streamers who also publish on YouTube and want one look",
        "Businesses and brands with a company channel",
        "Podcasters bringing their shows to video",
        "Creators rebranding or changing their upload schedule",
      ],
    },
  ],
  quote: {
    text: "Design for the phone first. Most visitors see your header as a narrow strip, and that strip has to carry the message.",
    attribution: "How we lay out every channel header",
  },
  addons: {
    title: "Complete your channel page",
    intro: "Order these with the header and they share its artwork and style.",
    items: [
      {
        title: "Profile picture",
        description: "A crop of your logo or character that stays clear in the small round frame.",
      },
      {
        title: "Thumbnail template",
        description:
          "A reusable thumbnail layout in your colours and fonts, so every upload looks like yours.",
      },
      {
        title: "Banner set for other platforms",
        description: "Matching Twitch, Kick, Discord and X banners from the same artwork.",
      },
      {
        title: "Channel intro",
        description: "A short animated logo reveal to open your videos in the same style.",
      },
    ],
  },
  why: {
    title: "Why creators choose our headers",
    items: [
      {
        title: "Safe area first",
        description:
          "We place text and key art inside the area every device shows, then extend the artwork to the edges for TV.",
      },
      {
        title: "Consistent with your brand",
        description:
          "Colours, fonts and characters match your logo, overlays and thumbnails, so the channel feels like one place.",
      },
      {
        title: "Easy to update",
        description:
          "The layered source lets you change your schedule or social handles without a redesign.",
      },
      {
        title: "Quick turnaround",
        description: "Most headers are ready in 3–5 days from an agreed brief.",
      },
    ],
    image: "brand-identity",
    imageAlt: "A logo mark on a card with a colour palette and type specimen",
  },
  faq: [
    {
      question: "What size is a YouTube header?",
      answer:
        "YouTube channel art is uploaded at 2560×1440. Phones and desktops show only a central band of it, while TVs show the full image. We design for all of them in one file.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your channel name, logo, upload or streaming schedule, social handles and any character art or photos to include. Links to channels whose look you like help us match your taste.",
    },
    {
      question: "How long does it take?",
      answer: "Most headers are delivered in 3–5 days after we agree the brief.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions. We show each draft in phone, desktop and TV previews, so you can judge the crop before you comment.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "An upload-ready JPG or PNG and the layered PSD or Figma source. Versions for other platforms come as separate files at each platform's own size.",
    },
    {
      question: "Can I change the schedule text myself later?",
      answer:
        "Yes. Text sits on its own editable layer in the source file. If you prefer, send us the new details and we update it for you.",
    },
  ],
  closing: {
    title: "Give your channel a front door",
    lead: `Send your channel link, logo and schedule. You get a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
