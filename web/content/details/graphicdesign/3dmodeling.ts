import { site } from "#site/facts.ts";
import { modelingArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "3dmodeling",
  navLabel: "3D Modeling",
  icon: "box",
  meta: {
    title: "3D Modeling for Characters, Products and Streams",
    description:
      "Custom 3D characters, props, products and stream scenes, textured and ready for renders, game engines or animation. Typical models are quoted at $100–$500.",
  },
  hero: {
    eyebrow: "3D modeling",
    title: "3D models built to be rendered, animated and used",
    lead: "Characters, props, products and stream scenes, modelled and textured for the place they will live: a render, a game engine, an animation or a web viewer. Typical models are quoted at $100–$500.",
    cta: { label: "Get a Quote" },
    secondaryLabel: "See Modeling Services",
    art: modelingArt,
  },
  lead: [
    "A 3D model is only useful if it works where you need it. A product render needs clean surfaces and accurate materials. A game asset needs a sensible polygon budget. A character for animation needs topology that bends without tearing. We ask where the model is going before we open the software.",
    "Work runs in stages: a blockout for scale and shape, the detailed model or sculpt, UVs and textures, then a lighting render for your approval. You review at each stage and get 2–3 rounds of revisions. Most models take 10–14 days; simple props can be quicker, and we confirm the date with the quote.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A clean, named model as FBX, OBJ, GLB or a Blender file",
        "PBR textures (base colour, roughness, metalness, normal) for your engine",
        "Preview renders from the angles you choose",
        "Rigging for characters that need to move, on request",
        "2–3 rounds of revisions across the stages",
      ],
    },
    {
      title: "Built for",
      items: [
        "Streamers and VTubers adding 3D props, rooms or scenes",
        "Online stores that need product renders without a photo shoot",
        "Indie game teams outsourcing characters and props",
        "Animators and video editors who need assets for a scene",
        "Agencies producing ads, explainers or AR filters",
      ],
    },
  ],
  quote: {
    text: "We model for the final use, not for the screenshot. A model that looks good but breaks in your engine is not finished.",
    attribution: "How we define a finished model",
  },
  offer: {
    title: "What we model",
    intro: "Stylised or realistic, static or ready to move.",
    items: [
      {
        title: "Characters and mascots",
        description:
          "Stylised or realistic characters with clean topology, ready for rigging and animation.",
      },
      {
        title: "Props and environments",
        description: "Furniture, gear, rooms and stream sets, built to scale and fully textured.",
      },
      {
        title: "Product models",
        description:
          "Accurate product models for renders, turntable views and product pages, with no studio shoot.",
      },
      {
        title: "3D logos",
        description:
          "Your logo extruded, bevelled and lit for intros, stingers, thumbnails and social posts.",
      },
      {
        title: "Game-ready assets",
        description: "Low-poly models with baked textures for Unity, Unreal and web engines.",
      },
    ],
  },
  video: {
    title: "3D in motion",
    intro: "Our video team animates the models we build, so one brief covers both.",
    items: [
      "Turntable and product-reveal animations",
      "3D logo reveals for intros and stingers",
      "Animated props and scenes for explainers and ads",
      "Rigged characters for VTubing and animation",
    ],
  },
  why: {
    title: "Why work with our 3D team",
    items: [
      {
        title: "Engine-ready from the start",
        description:
          "We build to the scale and polygon budget of Blender, Unity, Unreal or your web viewer, so the model drops in without rework.",
      },
      {
        title: "Staged reviews",
        description:
          "You see the blockout, the model and the textures before the final render, while feedback is still easy to act on.",
      },
      {
        title: "Clear pricing",
        description:
          "Most models fall between $100 and $500, depending on detail. You get a fixed quote after a short brief, before work starts.",
      },
      {
        title: "Ready for motion",
        description:
          "Characters can be rigged by the same team that builds our VTuber models and animations.",
      },
    ],
    image: "3d-model",
    imageAlt: "A wireframe 3D character bust on a turntable grid",
  },
  faq: [
    {
      question: "How much does a 3D model cost?",
      answer:
        "Most models are quoted at $100–$500. The price depends on the level of detail, the texture work and whether the model needs rigging. Send references and the intended use for a fixed quote.",
    },
    {
      question: "How long does it take?",
      answer:
        "Most models are delivered in 10–14 days. Simple props are often quicker; complex characters with rigging are scheduled when we quote.",
    },
    {
      question: "What do you need from me?",
      answer:
        "Reference images or sketches from several angles, real dimensions for products, the software or engine you use and any polygon or file-size limits you work to.",
    },
    {
      question: "Which file formats do you deliver?",
      answer:
        "FBX, OBJ, GLB/glTF or the native Blender file, with textures as PNG. Tell us your engine or viewer and we export to suit it.",
    },
    {
      question: "Can you rig and animate the model?",
      answer:
        "Yes. Characters can be rigged for animation or VTubing, and our video team animates turntables, product reveals and logo intros.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions, spread across the blockout, model and texture stages. Feedback at the blockout stage is the quickest to act on.",
    },
    {
      question: "Who owns the finished model?",
      answer:
        "You do, once it is paid. Use it in commercial projects, games and videos. We ask to show renders in our portfolio, and we skip that if your project is confidential.",
    },
  ],
  closing: {
    title: "Get a quote for your 3D model",
    lead: `Send references and tell us where the model will be used. You get a fixed quote and a delivery date before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
