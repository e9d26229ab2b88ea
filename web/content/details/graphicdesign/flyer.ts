import { site } from "#site/facts.ts";
import { flyerArt } from "../../hero-art/details/graphicdesign.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "graphicdesign",
  slug: "flyer",
  navLabel: "Flyer",
  icon: "megaphone",
  meta: {
    title: "Flyer Design for Events, Offers and Businesses",
    description:
      "Print and digital flyers for events, offers and launches. Typical quotes $50–$200, first design in 48–72 hours, 2–3 rounds of revisions, print-ready PDF.",
  },
  hero: {
    eyebrow: "Flyer design",
    title: "Flyers that get read, then acted on",
    lead: "Event, promotion and business flyers designed for print and for phones, with one clear message and one clear next step. First design in 48–72 hours; typical quotes $50–$200.",
    cta: { label: "Get a Flyer Quote" },
    secondaryLabel: "See Flyer Options",
    art: flyerArt,
  },
  lead: [
    "A flyer gets a moment of attention on a noticeboard, a shop counter or a social feed. We design for that moment: a headline people read first, an image that supports it and details arranged so the date, the offer or the address is impossible to miss.",
    "Send your text, logo and any photos. We return a first design in 48–72 hours, refine it through 2–3 rounds of revisions and deliver a print-ready file with bleed, plus versions sized for social media and messaging apps. Most flyers are quoted at $50–$200, depending on size, sides and artwork.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A layout built around one headline and one call to action",
        "A print-ready PDF in CMYK with bleed and crop marks",
        "Versions for Instagram, Facebook and WhatsApp",
        "The editable source file for future dates and offers",
        "2–3 rounds of revisions",
      ],
    },
    {
      title: "Who it is for",
      items: [
        "Restaurants, shops and clinics promoting an offer",
        "Event organisers selling tickets or seats",
        "Schools, academies and trainers announcing new intakes",
        "Estate agents presenting a property",
        "Streamers and esports teams promoting a tournament or charity stream",
      ],
    },
  ],
  quote: {
    text: "One flyer, one message. If everything is important, nothing gets read.",
    attribution: "The rule behind every flyer we design",
  },
  offer: {
    title: "Flyers we design",
    items: [
      {
        title: "Event flyers",
        description:
          "Concerts, workshops, launches and tournaments, with the date and venue up front.",
      },
      {
        title: "Sale and promotion flyers",
        description: "Offers with a clear deadline and a reason to act now.",
      },
      {
        title: "Menus and price lists",
        description: "Take-away menus and service price lists that are easy to scan.",
      },
      {
        title: "Property flyers",
        description: "Listings with photos, floor details and agent contacts laid out cleanly.",
      },
      {
        title: "Corporate leaflets",
        description: "Folded leaflets that explain a product or service in plain steps.",
      },
      {
        title: "Digital flyers",
        description: "Feed and story versions for social media and messaging apps.",
      },
    ],
  },
  why: {
    title: "Why businesses order flyers from us",
    items: [
      {
        title: "A fast first draft",
        description: "You see a first design in 48–72 hours, so print deadlines stay comfortable.",
      },
      {
        title: "Checked for print",
        description:
          "Bleed, safe margins, colour mode and resolution are set for your printer before we send the file.",
      },
      {
        title: "Ready for every channel",
        description:
          "Print, social and messaging versions come from one design, so the campaign looks the same everywhere.",
      },
      {
        title: "Clear pricing",
        description: "Most flyers are quoted at $50–$200, fixed before we start.",
      },
    ],
    image: "design-studio",
    imageAlt: "A design canvas with a pen tool, colour swatches and layered shapes",
  },
  faq: [
    {
      question: "How much does a flyer cost?",
      answer:
        "Most flyers are quoted at $50–$200. The price depends on the size, whether it is printed on one side or both, any illustration or photo editing and how many versions you need.",
    },
    {
      question: "How fast can I get it?",
      answer:
        "The first design arrives within 48–72 hours of receiving your text and images. The final files follow as soon as your revisions are done.",
    },
    {
      question: "What do you need from me?",
      answer:
        "The flyer text, your logo, photos or product images, the print size if you know it and the date you need the flyers in hand. Unsure about size? We advise based on where the flyer will be displayed.",
    },
    {
      question: "Will the file work with my printer?",
      answer:
        "Yes. We deliver a print-ready PDF in CMYK with bleed and crop marks. If your printer has its own specifications, send them and we set the file up to match.",
    },
    {
      question: "Can I reuse the design for the next event?",
      answer:
        "Yes. You receive the editable source file. We can also update the dates and details for you as a small follow-up job.",
    },
    {
      question: "How many revisions are included?",
      answer:
        "2–3 rounds of revisions. Send your comments together in each round to keep things quick.",
    },
    {
      question: "Do you print the flyers?",
      answer:
        "We design and prepare the files; printing is done by the printer of your choice. We check their file requirements so the job prints as designed.",
    },
  ],
  closing: {
    title: "Get your flyer quote today",
    lead: `Send the text, your logo and your deadline. You get a fixed quote and the date of your first design. ${site.replyPromise.hero}`,
  },
} satisfies DetailPage;
