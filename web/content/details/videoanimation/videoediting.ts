import { site } from "#site/facts.ts";
import { videoEditingArt } from "../../hero-art/details/videoanimation.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "videoanimation",
  slug: "videoediting",
  navLabel: "Video Editing",
  icon: "video",
  meta: {
    title: "Video Editing for YouTube, Shorts and Brand Films",
    description:
      "Editing for YouTube videos, Shorts, Reels, stream highlights and brand films: cuts, captions, colour, sound and graphics. Short-form edits back in 48–72 hours.",
  },
  hero: {
    eyebrow: "Video editing",
    title: "Edits that hold attention from the first cut to the last",
    lead: "YouTube videos, Shorts, Reels, stream highlights and brand films, cut for pace, captioned, colour-corrected and mixed. Short-form edits in 48–72 hours; longer projects scheduled at the brief.",
    cta: { label: "Start a Project" },
    secondaryLabel: "See Editing Services",
    art: videoEditingArt,
  },
  lead: [
    "Recording is the easy part. Turning hours of footage into something people watch to the end takes time, judgement and a steady hand on pacing. We cut for retention: a strong opening, no dead air, and graphics and sound that keep the story moving.",
    "Share your footage and a short brief: the audience, the length you want, any moments that must stay and your brand assets. Short-form edits come back in 48–72 hours; long-form videos are scheduled when we agree the brief. You review on a link with timestamped comments, and each edit includes 2–3 rounds of revisions.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "Story-led cuts with tight pacing",
        "Captions and subtitles styled to your brand",
        "Colour correction and audio cleanup",
        "Music, sound effects, titles and graphics",
        "Exports for YouTube, Shorts, Reels and TikTok",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "YouTubers who want to publish more without editing all night",
        "Streamers turning VODs into highlights and Shorts",
        "Brands producing ads, testimonials and product videos",
        "Coaches and educators publishing courses and webinars",
        "Podcasters releasing video episodes and clips",
      ],
    },
  ],
  quote: {
    text: "We edit for the viewer who is one swipe away from leaving.",
    attribution: "Who we cut every video for",
  },
  video: {
    title: "What we edit",
    intro: "Long-form, short-form or both from the same footage.",
    items: [
      "Long-form YouTube videos and vlogs",
      "Shorts, Reels and TikTok clips cut from videos or streams",
      "Stream highlights and VOD compilations",
      "Podcast episodes with multi-camera edits",
      "Brand films, ads, testimonials and product videos",
      "Course and webinar edits with slides and screen recordings",
    ],
  },
  why: {
    title: "Why creators and brands hand us their footage",
    items: [
      {
        title: "Cut for retention",
        description:
          "We shape the opening, pacing and structure around how people watch, not just around what was filmed.",
      },
      {
        title: "Fast short-form turnaround",
        description: "Shorts, Reels and clips are back in 48–72 hours.",
      },
      {
        title: "A consistent style",
        description:
          "Captions, titles and sound follow a style guide we build with you, so every video looks like yours.",
      },
      {
        title: "Simple reviews",
        description:
          "Comment on the exact frame through a review link, without downloads or long e-mail threads.",
      },
    ],
    image: "motion",
    imageAlt: "A video timeline with keyframes under a play screen",
  },
  faq: [
    {
      question: "How fast will I get my edit?",
      answer:
        "Short-form edits, such as Shorts, Reels and clips, come back in 48–72 hours. Long-form videos are scheduled at the brief, based on the footage length and the level of polish you want.",
    },
    {
      question: "How do I send my footage?",
      answer:
        "Upload it to a shared cloud folder, such as Google Drive or Dropbox, and send us the link. Original camera files give the best results.",
    },
    {
      question: "What do you need from me?",
      answer:
        "The footage, a short brief with the audience and target length, any moments to keep or cut, your logo, fonts and music preferences, and examples of edits you like.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions on each video. Timestamped comments on the review link keep every round quick.",
    },
    {
      question: "Which formats do you deliver?",
      answer:
        "MP4 files in the aspect ratio and resolution each platform needs, with SRT caption files on request. Premiere Pro or DaVinci Resolve project files are available if you want to keep editing in-house.",
    },
    {
      question: "Is the music safe to use?",
      answer:
        "We use music from libraries licensed for online video, or tracks you provide. Licence details come with each delivery.",
    },
    {
      question: "Can you edit for my channel on a regular schedule?",
      answer:
        "Yes. We agree a standing brief and style guide once, then you send footage on your publishing schedule and every video follows the same format.",
    },
  ],
  closing: {
    title: "Hand us the footage, get back a video",
    lead: `Tell us what you film and how often you publish. You get an editing plan, a turnaround and a quote. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
