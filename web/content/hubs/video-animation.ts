import { site } from "#site/facts.ts";
import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import type { ReelScene } from "#web/components/showcase/showreel.tsx";
import { videoAnimationArt } from "../hero-art/video-animation.ts";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";

export const videoAnimationContent = {
  path: "/services/videoanimation",
  meta: {
    title: "Video Animation, GFX, VFX and VTuber Models",
    description: `GFX, VFX, animated emotes, 3D modeling, video editing and VTuber modeling and rigging for creators and brands. ${companyStats.animations.value} animations created for ${companyStats.brands.value} brands.`,
  },
  hero: {
    eyebrow: "Video & animation",
    title: "Motion that makes people stop scrolling",
    lead: "GFX, VFX, animated emotes, 3D models, edits and VTuber rigs for creators and brands, made by one team that knows streaming and social video.",
    actions: [toContact("Get Free Quote"), { label: "See the Services", to: "#services" }],
    art: videoAnimationArt,
    summary: {
      title: "Built for the way you publish",
      items: [
        "Emote loops of 10–15 frames at 20–24 fps",
        "Edits turned around in 48–72 hours",
        "3D models quoted from $100 to $500",
        "Rigs ready for face tracking on stream",
      ],
      footer: "Revisions included, typically 2–3 rounds",
    },
  },
  /** A loop drawn and animated in SVG and CSS for this page; no footage of client work. */
  showreel: {
    eyebrow: "Showreel",
    title: "Twelve seconds of what we make",
    lead: "Four short pieces in one loop, drawn and animated by our team. Hover over it or press Pause to hold a frame.",
    label:
      "Showreel: a logo animation, a lower third over studio footage, a bouncing robot emote and a particle burst, looping every 12 seconds",
    scenes: [
      {
        time: "0:00",
        title: "Logo sting",
        description: "A ring draws itself, the mark pops in and the name slides in beside it.",
      },
      {
        time: "0:03",
        title: "Lower third",
        description: "A name strip slides in over studio footage, clear of the speaker's face.",
      },
      {
        time: "0:06",
        title: "Animated emote",
        description: "A robot emote bouncing on a 12-frame loop, with its frame strip below.",
      },
      {
        time: "0:09",
        title: "Particle burst",
        description: "Particles and a shockwave for a reveal, a transition or a sub alert.",
      },
    ] satisfies ReelScene[],
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Video & animation services",
        title: "Six crafts, one studio",
        lead: "From a single animated emote to a fully rigged VTuber model. Each card opens the detail.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 5,
          repeatReveal: true,
          columns: 3,
          cards: [
            {
              title: "GFX",
              description:
                "Thumbnails, titles, lower thirds and motion graphics that give every video a consistent look.",
              link: "/videoanimation/gfx",
              image: { icon: "sparkles", motif: "dots" },
            },
            {
              title: "VFX",
              description:
                "Compositing, particles and clean-ups that add impact without pulling focus from the story.",
              link: "/videoanimation/vfx",
              image: { icon: "wand", motif: "rings" },
            },
            {
              title: "Animated Emotes",
              description:
                "Smooth loops at 20–24 fps: simple emotes from $25 to $40, complex ones from $45 to $90.",
              link: "/videoanimation/emotes",
              image: { icon: "smilePlus", motif: "waves" },
            },
            {
              title: "3D Modeling",
              description:
                "Characters, props and scenes ready for games, renders and print, from $100 to $500 per model.",
              link: "/videoanimation/3dmodeling",
              image: { icon: "box", motif: "grid" },
            },
            {
              title: "Video Editing",
              description:
                "Cuts, colour, sound and captions that turn raw footage into videos people finish watching.",
              link: "/videoanimation/videoediting",
              image: { icon: "scissors", motif: "bars" },
            },
            {
              title: "VTube Modeling + Rigging",
              description:
                "Expressive VTuber models, rigged for face tracking and ready to go live on your channel.",
              link: "/videoanimation/vtube",
              image: { icon: "scanFace", motif: "nodes" },
            },
          ] satisfies HubCard[],
        },
      ],
    },
    {
      id: "showreel",
      headingId: "showreel-heading",
      tone: "dark",
      blocks: [{ kind: "slot", name: "showreel" }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      heading: {
        eyebrow: "Trusted by creators",
        title: "Why Choose Us",
        lead: "Creators and brands trust us with the moments their audience sees first.",
      },
      blocks: [
        {
          kind: "Stats",
          stats: [
            companyStats.animations,
            companyStats.satisfaction,
            companyStats.brands,
          ] satisfies Stat[],
        },
        {
          kind: "WhyList",
          space: 10,
          columns: 3,
          items: [
            {
              title: "We know the platforms",
              subtitle:
                "Twitch, YouTube and Discord sizes, frame rates and formats are second nature to us.",
            },
            {
              title: "Fast, predictable turnaround",
              subtitle: "Edits in 48–72 hours and a confirmed delivery date on every order.",
            },
            {
              title: "2–3 rounds of revisions included",
              subtitle: "Every quote includes 2–3 rounds of changes, agreed before work starts.",
            },
          ] satisfies WhyItem[],
        },
        {
          kind: "BadgeRow",
          space: 10,
          label: "What every order includes",
          badges: [
            "Original artwork",
            "Platform-ready sizes",
            "Revisions included",
            "Stream-ready exports",
          ],
        },
        {
          kind: "ActionBand",
          space: 12,
          id: "start-title",
          title: "Your next video deserves better motion",
          lead: `Send a link to your channel and what you have in mind. We reply with a quote and a delivery date. ${site.replyPromise.hero}`,
          actions: [toContact("Start Your Project Today"), toContact("Get Free Quote")],
        },
      ],
    },
  ],
  cta: {
    title: "Let's animate your brand",
    lead: "One message gets your quote. Tell us the platform, the style and your deadline.",
    action: toContact("Start Your Project Today"),
  },
} satisfies HubContent & { showreel: unknown };
