import { site } from "#site/facts.ts";
import { vfxArt } from "../../hero-art/details/videoanimation.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "videoanimation",
  slug: "vfx",
  navLabel: "VFX",
  icon: "wand",
  meta: {
    title: "VFX: Visual Effects for Ads, Music Videos and Creators",
    description:
      "Compositing, green screen keying, tracking, cleanup and 3D integration for ads, music videos and creator content. Most projects delivered in 10–14 days.",
  },
  hero: {
    eyebrow: "VFX · visual effects",
    title: "Visual effects that look as if they were there on the day",
    lead: "Compositing, green screen, motion tracking, cleanup and 3D integration for ads, music videos and creator content. Most VFX projects are delivered in 10–14 days.",
    cta: { label: "Start a Project" },
    secondaryLabel: "See VFX Services",
    art: vfxArt,
  },
  lead: [
    "Good visual effects go unnoticed. The logo on the building, the sky that was grey, the boom mic in the corner, the explosion the budget could not afford: viewers should only see the finished shot. We composite, track and clean up footage so every effect matches the light, grain and movement of the original camera.",
    "Send your footage and a shot list. We review each shot, flag anything that needs extra plates or data, and agree the scope. Work runs shot by shot, with previews at each stage and 2–3 rounds of revisions. Most VFX projects are delivered in 10–14 days; we confirm the schedule for your shot list before we start.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A shot-by-shot plan agreed before work starts",
        "Compositing matched to your footage's light, grain and lens",
        "Previews to review at each stage",
        "Final renders in your delivery format and colour space",
        "2–3 rounds of revisions on each shot",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Brands producing ads and product launches",
        "Musicians and labels making music videos",
        "YouTubers adding effects to sketches and stories",
        "Filmmakers finishing short films and trailers",
        "Gaming creators producing montages and cinematics",
      ],
    },
  ],
  quote: {
    text: "The best effect is the one nobody asks about. We match the camera first and add the magic second.",
    attribution: "How we approach every shot",
  },
  video: {
    title: "Visual effects we deliver",
    intro: "From invisible fixes to the shot everyone remembers.",
    items: [
      "Green screen keying and background replacement",
      "Motion tracking and screen replacement",
      "Cleanup: wire, rig, logo and object removal",
      "Sky replacement and set extensions",
      "Particles, fire, smoke, magic and energy effects",
      "3D objects and titles integrated into live footage",
    ],
  },
  why: {
    title: "Why brands and creators choose our VFX team",
    items: [
      {
        title: "Planned shot by shot",
        description:
          "You know the scope, the schedule and the deliverables for each shot before any work begins.",
      },
      {
        title: "Matched to the plate",
        description:
          "We match light, grain, lens and motion, so effects sit inside the footage instead of on top of it.",
      },
      {
        title: "3D when you need it",
        description:
          "Our 3D modeling team builds the props, products and set extensions your shots call for.",
      },
      {
        title: "Easy to review",
        description:
          "Previews carry timecodes, so your comments point at the exact frame that needs work.",
      },
    ],
    image: "motion",
    imageAlt: "A video timeline with keyframes under a play screen",
  },
  faq: [
    {
      question: "What footage do you need?",
      answer:
        "The original camera files rather than a compressed export, plus any green screen plates, clean plates or reference photos from the shoot. If you have not filmed yet, talk to us first and we advise on how to shoot for the effects.",
    },
    {
      question: "How long does a VFX project take?",
      answer:
        "Most projects are delivered in 10–14 days. Complex shots or long shot lists are scheduled individually when we agree the scope.",
    },
    {
      question: "Which formats do you deliver?",
      answer:
        "Final renders in ProRes, DNxHR or MP4 at your project's resolution and frame rate. We can also deliver image sequences or separate layers for your editor or colourist.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions on each shot. Comments with a timecode and a short note help us act on them quickly.",
    },
    {
      question: "Can you work with our editor?",
      answer:
        "Yes. We work from your edit's shot list or an XML or EDL export, and deliver shots that drop straight back into the timeline.",
    },
    {
      question: "Who owns the final shots?",
      answer:
        "You do. Once paid, the rendered shots are yours to publish, broadcast and use in advertising. Stock elements we use are licensed for commercial use, and we list them at delivery.",
    },
  ],
  closing: {
    title: "Plan your shots with our VFX team",
    lead: `Send a shot list or a rough cut. You get a scope, a schedule and a quote before work starts. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
