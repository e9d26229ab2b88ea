import { site } from "#site/facts.ts";
import { outroArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "outro",
  navLabel: "Outro",
  icon: "film",
  meta: {
    title: "YouTube Outros, End Screens and Stream Endings",
    description:
      "Animated outros and end screens that turn finished viewers into subscribers, plus stream ending scenes. Delivered in 3–5 days with 2–3 rounds of revisions.",
  },
  hero: {
    eyebrow: "Outro animation",
    title: "An outro that turns the last seconds into the next view",
    lead: "Animated end screens for YouTube and ending scenes for streams, with room for your subscribe button, next video and socials. Delivered in 3–5 days, with 2–3 rounds of revisions.",
    cta: { label: "Start Your Outro" },
    secondaryLabel: "See Outro Options",
    art: outroArt,
  },
  lead: [
    "The end of a video is where a viewer decides what to do next. A designed outro gives them clear options: subscribe, watch another video or follow you elsewhere. We lay out your end screen so YouTube's clickable elements land exactly where the design expects them.",
    "On stream, the outro is the ending scene that thanks your viewers, shows the raid target or the next stream time and closes the broadcast on your brand. We animate both from the same look as your intro and overlays, so the channel feels finished from the first frame to the last.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "An animated end screen with areas marked for YouTube's elements",
        "A stream ending scene with room for credits, raid or next-stream details",
        "Music or sound design, with and without audio",
        "MP4 for editors and transparent MOV for OBS and Streamlabs",
        "2–3 rounds of revisions",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "YouTubers who want more views from every visitor",
        "Streamers closing broadcasts with thanks, credits and a raid",
        "Podcasts and series that end with a call to follow",
        "Brands ending product videos with a clear next step",
        "Creators with an intro who want a matching pair",
      ],
    },
  ],
  quote: {
    text: "Every video ends. A good outro makes sure the viewing does not.",
    attribution: "Why every video needs a planned ending",
  },
  video: {
    title: "Outro formats",
    items: [
      "YouTube end screens with video, playlist and subscribe areas",
      "Stream ending scenes with room for credits and your raid target",
      "Short animated sign-offs for Shorts, Reels and TikTok",
      "Podcast sign-offs with an episode call to action",
    ],
  },
  why: {
    title: "Why order your outro from us",
    items: [
      {
        title: "Built around YouTube's end screen",
        description:
          "We place the video, playlist and subscribe areas so YouTube's clickable elements sit right on the design.",
      },
      {
        title: "Matches your intro",
        description:
          "The same colours, type and motion style, so your channel opens and closes as one brand.",
      },
      {
        title: "Text you can edit",
        description:
          "Next-stream times and social handles sit on editable layers or an OBS text source, so you update them yourself.",
      },
      {
        title: "Quick delivery",
        description: "Most outros are ready in 3–5 days from an agreed brief.",
      },
    ],
    image: "motion",
    imageAlt: "A video timeline with keyframes under a play screen",
  },
  faq: [
    {
      question: "What is the difference between an outro and an end screen?",
      answer:
        "An end screen is YouTube's feature that places clickable videos, playlists and a subscribe button over the last part of a video. The outro is the design underneath. We mark the areas, so the elements line up when you add them in YouTube Studio.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo, your intro or overlays to match, your social handles and where the outro will play. For YouTube, tell us which end screen elements you use; for streams, what the ending scene should show.",
    },
    {
      question: "How long does an outro take?",
      answer:
        "Most outros are delivered in 3–5 days. Ordered together with an intro, both are scheduled as one project.",
    },
    {
      question: "Which files will I get?",
      answer:
        "An MP4 for your editor and a MOV with transparency for OBS or Streamlabs, each with and without sound, plus a guide image showing where to place YouTube's end screen elements.",
    },
    {
      question: "Can I update the text myself?",
      answer:
        "Yes. Details that change, such as your next stream time, stay as editable text, or we set up an OBS text source so the scene updates without a new render.",
    },
    {
      question: "How many revisions are included?",
      answer: "2–3 rounds of revisions on the animation and the layout.",
    },
  ],
  closing: {
    title: "Make the last seconds count",
    lead: `Send your channel link and your intro or overlays. You get a layout plan, a quote and a date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
