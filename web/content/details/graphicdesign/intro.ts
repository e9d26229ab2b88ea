import { site } from "#site/facts.ts";
import { introArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "intro",
  navLabel: "Intro",
  icon: "clapperboard",
  meta: {
    title: "Animated Intros for Streams and YouTube",
    description:
      "Short animated intros for streams, YouTube videos and brand content: logo reveals and character animation with sound, delivered in 5–7 days as MP4 and MOV.",
  },
  hero: {
    eyebrow: "Intro animation",
    title: "An intro that sets the tone in seconds",
    lead: "Animated logo reveals and character intros for your stream, your YouTube videos and your brand content, with sound design and files ready for OBS and your editor. Delivered in 5–7 days.",
    cta: { label: "Start Your Intro" },
    secondaryLabel: "See Intro Options",
    art: introArt,
  },
  lead: [
    "Viewers decide quickly whether to stay. A short, polished intro tells them who you are and what kind of content follows, without eating into the video. We keep intros tight and recognisable, so they build your brand instead of testing anyone's patience.",
    "We start from your logo, your colours and the mood you want, then share a storyboard or style frame before we animate anything. You review a draft render, ask for changes over 2–3 rounds of revisions, and receive the final files with and without sound.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A storyboard or style frame before animation starts",
        "Logo reveal or character animation in your brand colours",
        "Licensed music or sound design synced to the motion",
        "MP4 for editors and MOV with transparency for OBS",
        "2–3 rounds of revisions on the animation",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Streamers opening each broadcast with a branded moment",
        "YouTubers who want the same opening across every video",
        "Podcasts and video series that need a title sequence",
        "Businesses adding a branded opener to ads and product videos",
        "Esports teams introducing matches and players",
      ],
    },
  ],
  quote: {
    text: "An intro has to earn its seconds. If it does not tell viewers who you are, it gets skipped.",
    attribution: "How we judge an intro before it ships",
  },
  video: {
    title: "Intro styles we animate",
    intro: "We suggest a style from your brand and content, or animate the idea you bring.",
    items: [
      "Logo reveals built from light, particles or motion lines",
      "Character intros starring your mascot or VTuber avatar",
      "Kinetic typography for your channel name and tagline",
      "3D logo intros, extruded, lit and animated",
      "Glitch, neon and retro looks for gaming content",
    ],
  },
  stream: {
    title: "Ready for your stream",
    items: [
      "A looping version for your Starting Soon scene",
      "A stinger transition cut from the same animation",
      "Transparent files that drop straight into OBS Studio or Streamlabs",
      "A matching outro for the end of your broadcast, on request",
    ],
  },
  why: {
    title: "Why creators pick our intros",
    items: [
      {
        title: "Story first, then motion",
        description:
          "You approve the idea on a storyboard before we animate, so the final piece matches what you pictured.",
      },
      {
        title: "Made for your setup",
        description:
          "Transparent MOV for OBS and Streamlabs, MP4 for Premiere Pro, DaVinci Resolve or CapCut.",
      },
      {
        title: "Sound included",
        description:
          "Music and effects come from libraries licensed for streaming and online video, with the licence details in your delivery.",
      },
      {
        title: "On schedule",
        description: "Most intros are delivered in 5–7 days from an approved storyboard.",
      },
    ],
    image: "motion",
    imageAlt: "A video timeline with keyframes under a play screen",
  },
  faq: [
    {
      question: "How long does an intro take?",
      answer:
        "Most intros are delivered in 5–7 days after the storyboard is approved. 3D and character-heavy intros can take longer; we confirm the date at the brief.",
    },
    {
      question: "Which files will I get?",
      answer:
        "An MP4 for video editors and a MOV with transparency for OBS or Streamlabs, each with and without sound. Stinger versions come with the transition point marked.",
    },
    {
      question: "Is the music safe to use on Twitch and YouTube?",
      answer:
        "We use music and sound effects from libraries licensed for streaming and online video, and include the licence details at delivery. You can also send a track you own.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Your logo as a vector or high-resolution file, your brand colours, an example intro you like and where the intro will play: on stream, in videos or both.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions on the animation. Comments on the storyboard come before animation starts and are part of planning.",
    },
    {
      question: "Can you match my existing overlays and outro?",
      answer:
        "Yes. Send the files or links and we animate in the same colours, fonts and style. We can also create a matching outro in the same project.",
    },
  ],
  closing: {
    title: "Open every stream and video on your brand",
    lead: `Send your logo and an intro you like. You get a storyboard plan, a quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
