import { site } from "#site/facts.ts";
import type { HubCard } from "#web/components/hubs/hub-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { WhyItem } from "#web/components/hubs/why-list.tsx";
import type { GalleryPiece } from "#web/components/showcase/gallery.tsx";
import { graphicDesignArt } from "../hero-art/graphic-design.ts";
import { toContact } from "../shared/actions.ts";

export const graphicDesignContent = {
  /** The canonical path; /services/graphic-designing serves the same page. */
  path: "/services/graphicdesign",
  meta: {
    title: "Graphic Design and Stream Branding",
    description:
      "Logos, headers, banners, emotes, sub badges, overlays, flyers, 3D models and full stream packages, drawn from scratch by one design team.",
  },
  hero: {
    eyebrow: "Graphic design & stream branding",
    title: "Design that makes your brand and your channel unmistakable",
    lead: "Logos, banners, emotes, overlays and complete stream packages, drawn from scratch for businesses and creators. Revisions are included, typically 2–3 rounds.",
    actions: [
      toContact("Get a Free Design Quote"),
      { label: "Browse Design Services", to: "#services" },
    ],
    art: graphicDesignArt,
    summary: {
      title: "Made for every platform",
      items: [
        "Twitch emotes at 28/56/112 px",
        "Sub badges at 18/36/72 px",
        "Discord assets up to 320 px",
        "YouTube headers at 2560×1440",
      ],
      footer: "Most single assets are ready in 3–5 days",
    },
  },
  /** Sample artwork drawn for this page (web/assets/gallery), not client property. */
  gallery: {
    eyebrow: "Sample work",
    title: "Drawn here, for the size it will be seen at",
    lead: "Eight samples of the work we deliver, from a channel header to a 3D model, all made in-house. Each one is drawn for its platform's sizes, then checked at the smallest of them.",
    label: "Graphic design samples",
    link: { label: "See client projects", to: "/portfolio/graphic-designing" },
    pieces: [
      {
        image: "channel-header",
        kind: "Channel header",
        title: "Space-themed streamer header",
        alt: "A wide channel header: the word NOVA in white inside a dashed safe-area frame, a blue ringed planet and dark hills under a starry navy sky",
        wide: true,
      },
      {
        image: "logo-sheet",
        kind: "Logo",
        title: "Tea brand mark and its construction",
        alt: "A leaf-in-a-circle logo shown large on navy with its construction circles, then beside a wordmark on white, reversed on amber, and at four shrinking sizes",
      },
      {
        image: "emote-set",
        kind: "Emotes",
        title: "Robot mascot emote set",
        alt: "Four emotes of a small robot mascot, happy, in love, sad with a tear and excited with star eyes, with size previews and the emotes in a chat line",
      },
      {
        image: "badge-tiers",
        kind: "Sub badges",
        title: "Five-tier loyalty badges",
        alt: "Five shield badges rising from a teal one-chevron shield to a pink crowned shield with wings, the top tier shown large, and the badges beside names in a chat",
      },
      {
        image: "workshop-flyer",
        kind: "Flyer",
        title: "Workshop flyer and its story version",
        alt: "A navy A5 flyer with amber and blue geometric shapes, a date block and a QR code inside a dashed bleed line, beside a phone showing the amber story version",
      },
      {
        image: "social-grid",
        kind: "Social media",
        title: "Skincare brand feed",
        alt: "A brand profile above a grid of nine matching posts: product bottles, a quote card, a sale percentage, a five-star review, leaves and an announcement",
      },
      {
        image: "model-viewport",
        kind: "3D modeling",
        title: "Low-poly gem, wireframe and shaded",
        alt: "A 3D viewport with a faceted blue gem split down the middle, wireframe with its vertices on the left and shaded on the right, above a perspective floor grid",
      },
      {
        image: "cartoon-portrait",
        kind: "Cartoon art",
        title: "Chibi profile portrait",
        alt: "A cartoon portrait of a smiling character with black anime-style hair, large blue eyes and a blue hoodie, on amber with a speech bubble holding a heart",
      },
    ] satisfies GalleryPiece[],
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: {
        eyebrow: "Design services",
        title: "Everything your brand and stream need",
        lead: "Order one asset or a matching set. Each card opens the detail, with sizes, turnaround and what you receive.",
      },
      blocks: [
        {
          kind: "HubCards",
          tilt: 8,
          cards: [
            {
              title: "Designing",
              description:
                "Brand identities, social posts and marketing visuals with one consistent look on every channel.",
              link: "/graphicdesign/designing",
              image: { icon: "palette", motif: "grid" },
            },
            {
              title: "Funny Arts & Anime",
              description:
                "Playful caricatures, chibi portraits and anime-style art for profiles, merch and gifts.",
              link: "/graphicdesign/funnyarts",
              image: { icon: "smile", motif: "dots" },
            },
            {
              title: "3D Modeling",
              description:
                "Characters, props and product models ready for renders, games or print, from $100 to $500.",
              link: "/graphicdesign/3dmodeling",
              image: { icon: "box", motif: "rings" },
            },
            {
              title: "Logos",
              description:
                "A distinctive mark with colours, type and usage rules, delivered in every format you need.",
              link: "/graphicdesign/logos",
              image: { icon: "pen", motif: "nodes" },
            },
            {
              title: "Header",
              description:
                "Channel and social headers sized for each platform, including the 2560×1440 YouTube header.",
              link: "/graphicdesign/header",
              image: { icon: "panelTop", motif: "grid" },
            },
            {
              title: "Banner",
              description:
                "Web, social and event banners that carry one clear message at any size.",
              link: "/graphicdesign/banner",
              image: { icon: "flag", motif: "waves" },
            },
            {
              title: "Intro",
              description:
                "Short animated openers that introduce your channel or brand in your own colours and style.",
              link: "/graphicdesign/intro",
              image: { icon: "play", motif: "rings" },
            },
            {
              title: "Sub Badges",
              description:
                "Tiered subscriber badges for months 1, 3, 6, 9 and 12, crisp at 18/36/72 px.",
              link: "/graphicdesign/subbadges",
              image: { icon: "medal", motif: "bars" },
            },
            {
              title: "Outro",
              description:
                "End screens that send viewers to your next video, your socials and the subscribe button.",
              link: "/graphicdesign/outro",
              image: { icon: "clapperboard", motif: "waves" },
            },
            {
              title: "Flyer",
              description:
                "Print-ready and digital flyers for events, offers and launches, from $50 to $200.",
              link: "/graphicdesign/flyer",
              image: { icon: "newspaper", motif: "grid" },
            },
            {
              title: "Emotes",
              description:
                "Static and animated emotes that stay readable at Twitch's 28/56/112 px sizes.",
              link: "/graphicdesign/emotes",
              image: { icon: "smilePlus", motif: "dots" },
            },
            {
              title: "Overlay",
              description:
                "Webcam frames, alerts, scene screens and up to 6 info panels that match your stream's look.",
              link: "/graphicdesign/overlay",
              image: { icon: "layers", motif: "nodes" },
            },
            {
              title: "Stream Packages",
              description:
                "A complete, matching stream kit in one order, from the Starter to the Elite package.",
              link: "/graphicdesign/streampackages",
              image: { icon: "package", motif: "bars" },
            },
            {
              title: "Cartoon Art",
              description:
                "Custom cartoon portraits, mascots and illustrations with character and a sense of fun.",
              link: "/graphicdesign/cartoonart",
              image: { icon: "brush", motif: "rings" },
            },
          ] satisfies HubCard[],
        },
      ],
    },
    {
      id: "samples",
      blocks: [{ kind: "slot", name: "gallery" }],
    },
    {
      id: "why-choose-us",
      headingId: "why-title",
      tone: "muted",
      heading: {
        eyebrow: "Why choose us",
        title: "Why Choose Our Design Team",
        lead: "Creators and businesses come back to us because the work looks right, arrives on time and fits where it is used.",
      },
      blocks: [
        {
          kind: "WhyList",
          columns: 3,
          items: [
            {
              title: "Original artwork, every time",
              subtitle:
                "Everything is drawn for you from scratch: no templates, no recycled stock.",
            },
            {
              title: "Sized for the platform",
              subtitle:
                "Files arrive at the exact sizes Twitch, YouTube and Discord expect, ready to upload.",
            },
            {
              title: "Revisions included",
              subtitle:
                "Typically 2–3 rounds of changes, so the final piece is the one you pictured.",
            },
            {
              title: "Clear turnaround",
              subtitle:
                "Most single assets are ready in 3–5 days. We confirm the date before we start.",
            },
            {
              title: "One team, one style",
              subtitle: "Your logo, emotes, overlays and banners share one visual language.",
            },
            {
              title: "Files for every use",
              subtitle: "High-resolution exports for web, stream and print, named and organised.",
            },
          ] satisfies WhyItem[],
        },
        {
          kind: "ActionBand",
          space: 12,
          id: "quote-title",
          title: "Tell us what you want to look like",
          lead: `Send a few references and where the design will be used. We reply with a quote and a delivery date. ${site.replyPromise.hero}`,
          actions: [toContact("Get a Free Design Quote")],
        },
      ],
    },
  ],
  cta: {
    title: "Let's design something people remember",
    lead: "From a single emote to a full brand, one conversation gets it started.",
    action: toContact("Start a Design Project"),
  },
} satisfies HubContent & { gallery: unknown };
