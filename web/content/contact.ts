import { site } from "#site/facts.ts";
import { companyStats } from "./shared/company-stats.ts";

/** What a first message leads to: in the hero before writing, on the confirmation after. */
const afterYouWrite = [
  "The right person on our team reads your message",
  "We ask what we need to know, or send a first plan",
  "You get the scope, timeline and price in writing",
  "Work starts when you say go, not before",
];

export const contactContent = {
  meta: {
    title: "Contact us",
    description: `Call, chat or write to ${site.brand.name} in ${site.contact.address.city}. Tell us about your project and get a plan, a timeline and a price. ${site.replyPromise.hero}`,
  },
  hero: {
    eyebrow: "Contact us",
    title: "Let's talk about your project",
    lead: "Call us, send a chat message or use the form below. Tell us what you want to build or fix, and we will come back with clear next steps.",
    note: site.replyPromise.hero,
    /** Followed by the first phone number, which never breaks across lines. */
    call: "Call",
    chat: "Chat With Us",
    /** The two ways of starting without a phone: a booked call, or a written message. */
    book: "Book a Call",
    write: "Send a Message",
    /** The hero's right-hand card, like every hub's: what a first message leads to. */
    panel: {
      title: "What happens after you write",
      items: afterYouWrite,
      footer: `Office hours: ${site.hours.label} (${site.hours.timezoneLabel})`,
    },
  },
  sales: {
    title: "Sales and new projects",
    text: "Planning a website, an app, a CRM roll-out or a design project? Our sales team will scope it with you and send a written proposal.",
  },
  hours: {
    title: "Office hours",
    // Not office hours: the incident line is for incidents on systems under a support plan.
    supportTitle: "Incident line for support-plan clients",
    support: `Clients with a support plan can report an incident ${companyStats.support.value}, Sundays included, on the number in their plan. New enquiries are answered in office hours.`,
  },
  office: {
    title: "Head office",
    text: `Visits are by appointment, so the right people are in the room. Call or write before you come.`,
    mapTitle: `Map of our head office on ${site.contact.mapQuery}`,
    previewAlt: "Illustrated street map with a pin on our head office",
    loadLabel: "Load map",
    loadNote: "The map is provided by Google Maps and loads only when you ask for it.",
    openLabel: "Open in Google Maps",
  },
  form: {
    title: "Send us a message",
    lead: "A few lines are enough: what you need, by when, and how best to reach you.",
    // The reply promise is in the hero; the page says it once.
    note: "A person on our team reads every message.",
    submit: "Send Message",
    sending: "Sending…",
    success: `✅ Thank you, your message has reached us. ${site.replyPromise.hero}`,
    failure: "❌ We could not send your message right now. Please call or e-mail us instead.",
    sent: {
      title: "Message received",
      nextTitle: "What happens next",
      next: afterYouWrite,
      /** Followed by the due day, counted in Karachi business days (web/lib/reply-by.ts). */
      replyBy: "Expect our reply by",
      another: "Send Another Message",
    },
  },
  cta: {
    title: "Prefer to write it down first?",
    lead: "The form takes a minute. Say what you need and by when; we ask about the rest.",
    action: { label: "Send a Message", to: "/contact#message" },
  },
};
