import { site } from "#site/facts.ts";
import { vtubeArt } from "../../hero-art/details/videoanimation.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "videoanimation",
  slug: "vtube",
  navLabel: "VTube Modeling + Rigging",
  icon: "users",
  meta: {
    title: "VTuber Modeling and Rigging in Live2D and 3D",
    description:
      "Custom VTuber models for creators and brands: character design, Live2D or 3D modeling and rigging for VTube Studio, VSeeFace and VNyan.",
  },
  hero: {
    eyebrow: "VTuber modeling & rigging",
    title: "A VTuber model that moves the way you do",
    lead: "Character design, Live2D and 3D models and expressive rigging for creators and brands going live as a virtual persona. Rigging of finished, layered art takes 10–14 days.",
    cta: { label: "Start Your VTuber Model" },
    secondaryLabel: "See Modeling Services",
    art: vtubeArt,
  },
  lead: [
    "A VTuber model is your face on stream. It has to look like your character from every angle, react to your expressions in real time and hold up through long live sessions. We design, model and rig avatars that feel alive: natural blinks, expressive mouths, and hair and clothing that move with you.",
    "Work runs in stages: character design and a reference sheet, art split into layers or a 3D model, then rigging and testing in your tracking software. You review each stage, with 2–3 rounds of revisions. Rigging finished, layered art takes 10–14 days; full models that start from design are scheduled when we agree the brief.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Character design with a reference sheet",
        "A Live2D model from layered art, or a 3D model in VRM format",
        "Face, body and physics rigging tuned to your tracking",
        "Expressions and toggles for outfits, props and reactions",
        "Setup for VTube Studio, VSeeFace or VNyan",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "New VTubers preparing a debut",
        "Streamers who want to go live without showing their face",
        "VTubers upgrading an older model or adding outfits",
        "Brands launching a virtual mascot or spokesperson",
        "Agencies managing VTuber talent",
      ],
    },
  ],
  quote: {
    text: "A model is finished when you forget you are wearing it.",
    attribution: "How we judge a finished rig",
  },
  video: {
    title: "Modeling and rigging services",
    intro: "Take the full path from idea to debut, or bring art you already have.",
    items: [
      "Live2D model art, layered and cut for rigging",
      "Live2D rigging for head, body, eye and mouth movement",
      "3D VRM models for VSeeFace, VNyan and VR",
      "Expressions, toggles and hotkeys",
      "Hair, clothing and accessory physics",
      "New outfits and upgrades for existing models",
    ],
  },
  stream: {
    title: "Ready for your debut stream",
    items: [
      "Your model set up in VTube Studio with hotkeys",
      "Emotes and sub badges drawn from your model art",
      "Overlays and scenes built around your model's position",
      "An animated debut intro starring your character",
    ],
  },
  why: {
    title: "Why VTubers and brands choose our team",
    items: [
      {
        title: "From design to debut in one place",
        description:
          "Character design, modeling, rigging, emotes, overlays and intro animation from one studio in one style.",
      },
      {
        title: "Rigging tested live",
        description:
          "We test the rig in tracking software with real facial movement before delivery, not just with preview sliders.",
      },
      {
        title: "Live2D or 3D",
        description:
          "Live2D models for expressive 2D streams, and 3D VRM models for full-body content and VR.",
      },
      {
        title: "Clear stages",
        description:
          "You approve the design, the art and the rig separately, with 2–3 rounds of revisions at each stage.",
      },
    ],
    image: "3d-model",
    imageAlt: "A wireframe 3D character bust on a turntable grid",
  },
  faq: [
    {
      question: "Live2D or 3D: which should I choose?",
      answer:
        "Live2D suits expressive, front-facing streams and keeps a hand-drawn look. 3D suits full-body movement, games and VR, and lets you turn freely. We help you choose based on the content you plan.",
    },
    {
      question: "How long does a VTuber model take?",
      answer:
        "Rigging finished, layered art takes 10–14 days. Full models that start from character design take longer, and we agree the schedule at the brief so your debut date is realistic.",
    },
    {
      question: "What do you need from me?",
      answer:
        "A character concept or existing reference art, notes on personality, the expressions and toggles you want, your tracking setup (webcam or phone) and the software you stream with.",
    },
    {
      question: "Which files will I receive?",
      answer:
        "For Live2D: the layered PSD, the Cubism model files and a VTube Studio setup. For 3D: a VRM file and the source project. You also receive the reference sheet and full-resolution art.",
    },
    {
      question: "How many revisions are included?",
      answer: "2–3 rounds of revisions at each stage: design, art or modeling, and rigging.",
    },
    {
      question: "Can I use my model commercially?",
      answer:
        "Yes. You can stream, earn money and make merch with your model. Terms for brand mascots and agency talent are written into the agreement at the brief.",
    },
    {
      question: "Can you rig art made by another artist?",
      answer:
        "Yes, if the art is layered for rigging and you have the artist's permission. Send the PSD and we check it before we quote.",
    },
  ],
  closing: {
    title: "Plan your debut with our VTuber team",
    lead: `Send your character concept or existing art. You get a staged plan, a schedule and a quote. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
