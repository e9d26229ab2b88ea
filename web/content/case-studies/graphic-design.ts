import { site } from "#site/facts.ts";
import type { CaseStudy } from "./schema.ts";

/**
 * Case studies of the graphic design gallery (/portfolio/graphic-designing).
 * STAND-IN: clients are anonymous by sector and every figure is a placeholder drawn from the
 * specification's own terms (turnaround days, revision rounds, platform sizes); replace each
 * with the project's reported figure before launch.
 */
export const graphicDesignCaseStudies = [
  {
    slug: "brand-identity-system",
    meta: {
      title: "Brand identity for a specialty coffee roaster",
      description:
        "Case study: logo mark, palette, type, packaging labels and guidelines for a small-batch coffee roaster opening its first coffee shop, delivered in three weeks.",
    },
    hero: {
      title: "A brand identity for a coffee roaster moving from stall to shop",
      lead: "A small-batch coffee roaster was opening its first coffee shop with nothing but a hand-drawn logo. We built a complete identity, from the mark and palette to bag labels and stationery, with guidelines the shop team uses every day.",
    },
    client: {
      sector: "A Karachi specialty coffee roaster", // STAND-IN: anonymous by sector
      context: "Small-batch beans sold at weekend markets, opening a first coffee shop",
    },
    timeline: "3 weeks, brief to guidelines", // STAND-IN
    services: ["Logo design", "Brand guidelines", "Packaging labels", "Stationery"],
    problem: {
      title: "A logo that only worked at one size",
      paragraphs: [
        "The original logo was a detailed sketch. It looked good on the market banner but turned into a smudge on a 250 g bag label and a cup lid, and no two printers produced the same brown.",
      ],
      pains: [
        "Unreadable at small sizes",
        "Colours that changed with every printer",
        "No rules for menus, signs and social posts",
      ],
    },
    build: {
      title: "One mark, every size",
      lead: "We designed for the cup lid first and the shop sign last.",
      steps: [
        {
          title: "Discovery and moodboards",
          description:
            "A workshop on the roaster's story, customers and competitors, then three moodboards to agree a direction before any sketching began.",
        },
        {
          title: "Mark and wordmark",
          description:
            "A coffee-bean mark on a simple grid, drawn to read at 16 px on a browser tab and from across the street on the shop sign.",
        },
        {
          title: "Palette and type",
          description:
            "Five colours with print and screen values, and a type scale for menus, labels and social posts.",
        },
        {
          title: "Guidelines and files",
          description:
            "A short guide with do's and don'ts, and every file in vector, PNG and print-ready PDF, named by use.",
        },
      ],
    },
    stack: [
      { name: "Illustrator", role: "Mark and vector artwork" },
      { name: "InDesign", role: "Labels, menus and stationery" },
      { name: "Photoshop", role: "Packaging mock-ups" },
      { name: "Figma", role: "Guidelines and social templates" },
    ],
    figures: [
      {
        value: "3 rounds", // STAND-IN
        label: "Of revisions to the final mark",
        basis: "Within the 2–3 rounds every quote includes",
      },
      {
        value: "16 px", // STAND-IN
        label: "Smallest size the mark stays clear",
        basis: "Tested on a browser tab and a printed cup lid",
      },
      {
        value: "5", // STAND-IN
        label: "Brand colours, with print and screen values",
        basis: "The delivered guidelines",
      },
    ],
    quote: {
      text: "If a mark only works on a banner, it is an illustration. We drew this one for the cup lid first.",
      attribution: `Design lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Brand identity · overview",
      caption:
        "The coffee-bean mark on navy, white and amber, with business cards, the palette and the type sample.",
    },
    service: { label: "Logo design", to: "/graphicdesign/logos" },
    cta: {
      title: "Need a brand that works at every size?",
      lead: `Tell us about your business and where the brand will appear. ${site.replyPromise.hero}`,
      action: { label: "Start Your Logo", to: "/contact" },
    },
  },
  {
    slug: "stream-overlay-package",
    meta: {
      title: "Stream overlay package for a variety streamer",
      description:
        "Case study: a matching webcam frame, alerts, chat panel, ticker and scene screens for a variety streamer, delivered as a Pro package in nine days.",
    },
    hero: {
      title: "A stream overlay package that gives a variety channel one look",
      lead: "A variety streamer was switching between five free overlay packs. We designed one matching set, from the webcam frame and alerts to the starting, break and ending scenes, and delivered it as a Pro package in nine days.",
    },
    client: {
      sector: "A variety game streamer", // STAND-IN: anonymous by sector
      context: "Streams four evenings a week across three or four different games",
    },
    timeline: "9 days, Pro package", // STAND-IN
    services: ["Overlay design", "Alerts", "Scene screens", "Info panels"],
    problem: {
      title: "Five overlay packs and no identity",
      paragraphs: [
        "The channel had grown from friends to regulars, but every scene came from a different free pack. Alerts clashed with the webcam frame and covered the game's own display, and new viewers could not tell the channel's clips from anyone else's.",
      ],
      pains: [
        "Scenes in five different styles",
        "Alerts covering the game's health bars",
        "Panels that did not match the channel",
      ],
    },
    build: {
      title: "One style for every scene",
      lead: "We agreed the look on one sample scene, then built the whole set from it.",
      steps: [
        {
          title: "Style direction",
          description:
            "Neon on deep navy, taken from the genres the streamer plays most, approved on a single sample scene before the full set.",
        },
        {
          title: "Live layout",
          description:
            "Webcam frame, chat panel and ticker placed around the on-screen displays of the three most-streamed games.",
        },
        {
          title: "Alerts",
          description:
            "Follower, subscriber and raid alerts, each short enough to celebrate without blocking play.",
        },
        {
          title: "Scenes and panels",
          description:
            "Starting, break and ending screens, plus six info panels for the channel page, all loaded and tested in the streamer's own set-up.",
        },
      ],
    },
    stack: [
      { name: "Photoshop", role: "Frames, panels and scenes" },
      { name: "After Effects", role: "Alert animation" },
      { name: "OBS Studio", role: "Scene set-up and testing" },
      { name: "Illustrator", role: "Icons and ticker graphics" },
    ],
    figures: [
      {
        value: "9 days", // STAND-IN
        label: "From brief to a ready-to-load package",
        basis: "Inside the Pro package's 7–10 days",
      },
      {
        value: "6", // STAND-IN
        label: "Info panels for the channel page",
        basis: "The most a channel page shows",
      },
      {
        value: "3", // STAND-IN
        label: "Scene screens: starting, break and ending",
        basis: "The delivered package",
      },
    ],
    quote: {
      text: "A viewer should know whose stream it is from one frame of a clip. That is the whole brief for an overlay.",
      attribution: `Stream designer, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Overlay · live scene",
      caption:
        "The live scene with the neon webcam frame, an alert and the chat panel, above the three scene screens.",
    },
    service: { label: "Overlay design", to: "/graphicdesign/overlay" },
    cta: {
      title: "Ready for a stream that looks like yours?",
      lead: `Send a link to your channel and the games you play. We reply with a package and a delivery date. ${site.replyPromise.hero}`,
      action: { label: "Start Your Overlay", to: "/contact" },
    },
  },
  {
    slug: "mascot-emote-set",
    meta: {
      title: "Mascot emote set for a cosy-games streamer",
      description:
        "Case study: six mascot emotes tested at Twitch's 28/56/112 px sizes, plus a 12-frame animated emote, for a cosy-games streamer's community.",
    },
    hero: {
      title: "Six mascot emotes that still read at 28 pixels",
      lead: "A cosy-games streamer wanted her fox-cat mascot in chat. We simplified the character, drew six expressions around it, tested each at Twitch's smallest size and animated the favourite in 12 frames.",
    },
    client: {
      sector: "A cosy-games streamer", // STAND-IN: anonymous by sector
      context: "A friendly community that talks in emotes as much as words",
    },
    timeline: "6 days, Creator package", // STAND-IN
    services: ["Mascot clean-up", "Emotes", "Animated emote"],
    problem: {
      title: "Detailed art that blurred in chat",
      paragraphs: [
        "The mascot existed as a detailed illustration. Shrunk to 28 px, its eyes and whiskers merged into one shape, and viewers could not tell one emote from another.",
      ],
      pains: [
        "Fine detail lost at 28 px",
        "Expressions that looked alike",
        "No animated emote for subscribers",
      ],
    },
    build: {
      title: "Bold shapes first, detail second",
      lead: "Every expression had to work as a silhouette before it got colour.",
      steps: [
        {
          title: "A simpler character",
          description:
            "Bolder shapes, a thicker outline and bigger eyes, so the mascot survives the trip from 112 px down to 28 px.",
        },
        {
          title: "Six expressions",
          description:
            "Happy, in love, laughing, sad, excited and winking, each built on one strong feature that reads at a glance.",
        },
        {
          title: "Size testing",
          description:
            "Every emote checked at 28/56/112 px in light and dark chat before delivery.",
        },
        {
          title: "Animated loop",
          description:
            "The laughing emote animated in 12 frames at 24 fps, exported small enough for Twitch's upload limits.",
        },
      ],
    },
    stack: [
      { name: "Procreate", role: "Sketches and expressions" },
      { name: "Illustrator", role: "Clean vector emotes" },
      { name: "Photoshop", role: "Size tests and exports" },
      { name: "After Effects", role: "Animated emote" },
    ],
    figures: [
      {
        value: "28 px", // STAND-IN
        label: "Smallest size, every emote tested",
        basis: "Twitch's 28/56/112 px emote sizes",
      },
      {
        value: "12 frames", // STAND-IN
        label: "In the animated loop, at 24 fps",
        basis: "Within the 10–15 frames at 20–24 fps we plan for",
      },
      {
        value: "6 days", // STAND-IN
        label: "From brief to final files",
        basis: "Inside the Creator package's 5–7 days",
      },
    ],
    quote: {
      text: "An emote gets half a second of attention in a fast chat. One clear expression beats ten fine details.",
      attribution: `Illustrator, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Emotes · 112 / 56 / 28 px",
      caption: "Six fox-cat emotes with the size previews and the frames of the animated version.",
    },
    service: { label: "Emote design", to: "/graphicdesign/emotes" },
    cta: {
      title: "Want emotes your chat actually uses?",
      lead: `Send your mascot or an idea for one. Simple animated emotes start at $25. ${site.replyPromise.hero}`,
      action: { label: "Order Your Emotes", to: "/contact" },
    },
  },
  {
    slug: "event-promo-flyers",
    meta: {
      title: "Event and promo flyers for a co-working space",
      description:
        "Case study: a technology meetup flyer and a pizzeria launch flyer for a Karachi co-working space, in print and social sizes, delivered in four days.",
    },
    hero: {
      title: "Two flyers that filled a meetup and opened a pizzeria",
      lead: "A Karachi co-working space needed two very different flyers in one week: its monthly technology meetup and the launch of its ground-floor pizzeria. One message each, in print and social sizes, delivered in four days.",
    },
    client: {
      sector: "A Karachi co-working space", // STAND-IN: anonymous by sector
      context: "Desks, a monthly tech meetup and a new pizzeria on the ground floor",
    },
    timeline: "4 days, both flyers", // STAND-IN
    services: ["Flyer design", "Print preparation", "Social sizes"],
    problem: {
      title: "Two audiences, one week, no designer",
      paragraphs: [
        "The community team had been making flyers in a slide tool. Every detail competed for attention, printed colours came out muddy, and the social versions were cropped screenshots of the print file.",
      ],
      pains: [
        "Too many messages on one page",
        "Files not prepared for print",
        "Social posts cropped from the print layout",
      ],
    },
    build: {
      title: "One message per flyer",
      lead: "We agreed the single thing each flyer had to say, then ranked everything else below it.",
      steps: [
        {
          title: "Message and hierarchy",
          description:
            "Date, place and sign-up for the meetup; the opening offer for the pizzeria. Everything else went smaller or went.",
        },
        {
          title: "Two visual languages",
          description:
            "Deep navy and a glowing orbit for the meetup; warm coral and a hero pizza for the launch.",
        },
        {
          title: "Print-ready files",
          description:
            "A5 print files with bleed and CMYK colours, and a QR code that leads to the meetup's sign-up page.",
        },
        {
          title: "Social versions",
          description:
            "Square and story versions laid out again for each format, never cropped from the print file.",
        },
      ],
    },
    stack: [
      { name: "Illustrator", role: "Layouts and vector artwork" },
      { name: "InDesign", role: "Print files with bleed" },
      { name: "Photoshop", role: "Food photo retouching" },
      { name: "Figma", role: "Square and story versions" },
    ],
    figures: [
      {
        value: "4 days", // STAND-IN
        label: "From brief to print-ready files",
        basis: "Inside our 3–5 day flyer turnaround",
      },
      {
        value: "3", // STAND-IN
        label: "Formats per flyer: print, square post and story",
        basis: "The delivered files",
      },
      {
        value: "2 rounds", // STAND-IN
        label: "Of revisions per flyer",
        basis: "Within the 2–3 rounds every quote includes",
      },
    ],
    quote: {
      text: "A flyer gets two seconds on a noticeboard. If it says three things, it says nothing.",
      attribution: `Graphic designer, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Flyers · A5 print",
      caption: "The navy technology meetup flyer beside the coral pizzeria launch flyer.",
    },
    service: { label: "Flyer design", to: "/graphicdesign/flyer" },
    cta: {
      title: "Have an event to fill or a launch to announce?",
      lead: `Flyers are quoted from $50 to $200 and most are ready in 3–5 days. ${site.replyPromise.hero}`,
      action: { label: "Get a Flyer Quote", to: "/contact" },
    },
  },
  {
    slug: "youtube-channel-art",
    meta: {
      title: "YouTube channel art for a tech-review channel",
      description:
        "Case study: a 2560×1440 banner built around YouTube's safe area, a monogram avatar and four thumbnail templates for a tech-review channel.",
    },
    hero: {
      title: "Channel art that reads on a TV, a laptop and a phone",
      lead: "A tech-review channel's banner lost its title on phones. We redesigned it around YouTube's safe area at 2560×1440, with a matching avatar and a thumbnail system the editor reuses for every upload.",
    },
    client: {
      sector: "A tech-review YouTube channel", // STAND-IN: anonymous by sector
      context: "Phone and laptop reviews, two uploads a week, most viewers on mobile",
    },
    timeline: "5 days, banner to templates", // STAND-IN
    services: ["Channel banner", "Avatar", "Thumbnail templates"],
    problem: {
      title: "The channel name disappeared on phones",
      paragraphs: [
        "YouTube crops one banner differently for TVs, desktops and phones. The old banner put the channel name near the edge, so most viewers never saw it, and every thumbnail was made from scratch in a new style.",
      ],
      pains: [
        "Channel name cropped on mobile",
        "An avatar that blurred in comments",
        "No consistent thumbnail style",
      ],
    },
    build: {
      title: "Designed from the safe area out",
      lead: "Everything that matters sits where every screen shows it; the rest is atmosphere.",
      steps: [
        {
          title: "Safe-area layout",
          description:
            "Name, tagline and upload days placed inside the 1546×423 area that every device shows.",
        },
        {
          title: "Avatar",
          description:
            "A bold monogram in the banner's colours that stays clear next to a comment.",
        },
        {
          title: "Thumbnail system",
          description:
            "Four layouts with fixed places for the face, the product and a two-word title, built as editable templates.",
        },
      ],
    },
    stack: [
      { name: "Photoshop", role: "Banner and thumbnail templates" },
      { name: "Illustrator", role: "Monogram avatar" },
      { name: "Figma", role: "Device previews" },
    ],
    figures: [
      {
        value: "2560×1440", // STAND-IN
        label: "Banner size, designed from the safe area out",
        basis: "YouTube's recommended header size",
      },
      {
        value: "4", // STAND-IN
        label: "Thumbnail templates the editor reuses",
        basis: "The delivered template set",
      },
      {
        value: "5 days", // STAND-IN
        label: "From brief to final files",
        basis: "Inside our 5–7 day turnaround for channel art",
      },
    ],
    quote: {
      text: "Most viewers meet a channel on a phone. We design the phone crop first and let the TV version breathe.",
      attribution: `Design lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "browser",
      label: "Channel page",
      caption:
        "The channel page with the blue-to-teal banner and its safe area outlined, the avatar and four thumbnails.",
    },
    service: { label: "Header design", to: "/graphicdesign/header" },
    cta: {
      title: "Is your channel name cut off on phones?",
      lead: `Send a link to your channel. We reply with a plan for the banner, avatar and thumbnails. ${site.replyPromise.hero}`,
      action: { label: "Start Your Header", to: "/contact" },
    },
  },
  {
    slug: "subscriber-badge-tiers",
    meta: {
      title: "Subscriber badge tiers for a gaming streamer",
      description:
        "Case study: five subscriber badges for months 1, 3, 6, 9 and 12, each clear at 18/36/72 px in chat, for a competitive gaming streamer.",
    },
    hero: {
      title: "Five loyalty badges that show how long a viewer has stayed",
      lead: "A competitive gaming streamer wanted long-time subscribers to stand out in a busy chat. We designed five badges, from bronze to crown, that read as a clear progression at 18 px beside a name.",
    },
    client: {
      sector: "A competitive gaming streamer", // STAND-IN: anonymous by sector
      context: "Ranked matches most nights, with a fast and crowded chat",
    },
    timeline: "4 days, five tiers", // STAND-IN
    services: ["Sub badges", "Size testing"],
    problem: {
      title: "Loyal viewers looked like everyone else",
      paragraphs: [
        "The channel used the platform's default badges. In a fast chat, a subscriber of two years looked the same as one who joined that day, and the streamer wanted to reward loyalty without extra tools.",
      ],
      pains: [
        "Default badges with no identity",
        "No visible difference between tiers",
        "Detailed art that blurs at 18 px",
      ],
    },
    build: {
      title: "A progression you read without a legend",
      lead: "Each tier adds one element to the last, so the order is obvious at a glance.",
      steps: [
        {
          title: "The ladder",
          description: "Bronze, silver, gold, diamond and crown for months 1, 3, 6, 9 and 12.",
        },
        {
          title: "Silhouettes before shine",
          description:
            "Each badge is a distinct shape first, so it reads at 18 px before colour or highlights are added.",
        },
        {
          title: "Chat testing",
          description: "Every badge checked at 18/36/72 px next to names in light and dark chat.",
        },
      ],
    },
    stack: [
      { name: "Illustrator", role: "Badge shapes" },
      { name: "Photoshop", role: "Pixel clean-up at 18 px" },
      { name: "Twitch", role: "Tests in a live chat" },
    ],
    figures: [
      {
        value: "5", // STAND-IN
        label: "Tiers, for months 1, 3, 6, 9 and 12",
        basis: "The delivered badge set",
      },
      {
        value: "18 px", // STAND-IN
        label: "Smallest size, tested in light and dark chat",
        basis: "Twitch's 18/36/72 px badge sizes",
      },
      {
        value: "4 days", // STAND-IN
        label: "From brief to upload-ready files",
        basis: "Inside our 3–5 day turnaround",
      },
    ],
    quote: {
      text: "At 18 pixels a badge is a shape and a colour. We design the shape first and earn the detail after.",
      attribution: `Illustrator, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Sub badges · 18 / 36 / 72 px",
      caption:
        "Five badges, bronze, silver, gold, diamond and crown, shown large and next to names in a chat.",
    },
    service: { label: "Sub badge design", to: "/graphicdesign/subbadges" },
    cta: {
      title: "Want your loyal viewers to stand out?",
      lead: `Tell us your channel's colours and the months you reward. ${site.replyPromise.hero}`,
      action: { label: "Order Badge Set", to: "/contact" },
    },
  },
] satisfies CaseStudy[];
