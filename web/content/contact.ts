import { site } from "./site";

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
    call: `Call ${site.contact.phones[0].display}`,
    chat: "Chat With Us",
  },
  sales: {
    title: "Sales and new projects",
    text: "Planning a website, an app, a CRM roll-out or a design project? Our sales team will scope it with you and send a written proposal.",
  },
  hours: {
    title: "Office hours",
    supportTitle: "Support plans",
    support: "Clients with a support plan reach us 24/7, including Sundays.",
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
    note: site.replyPromise.form,
    submit: "Send Message",
    sending: "Sending…",
    success: `✅ Thank you, your message has reached us. ${site.replyPromise.form}`,
    failure: "❌ We could not send your message right now. Please call or e-mail us instead.",
  },
  cta: {
    title: "Prefer to write it down first?",
    lead: `The form takes a minute, and a real person reads every message. ${site.replyPromise.hero}`,
    action: { label: "Send a Message", to: "/contact#message" },
  },
};
