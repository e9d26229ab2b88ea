import { servicesMenu } from "#site/navigation.ts";

/** The words of /search and of the assistant's invitation to visitors (web/routes/search.tsx). */
export const searchContent = {
  meta: {
    title: "Search",
    description:
      "Search every service page, answer and case study of the site: web development, design, IT, video, AI automation, Zoho CRM and API integration.",
  },
  hero: {
    eyebrow: "Search",
    title: "Find the service or answer you need",
    lead: "Every service page, FAQ answer and case study on this site, searched as you type.",
  },
  suggestions: {
    title: "Or start with a service",
    /** The services menu's pages, as results: the same list a search would show. */
    pages: servicesMenu.map((link) => ({
      page: link.to,
      url: link.to,
      title: link.label,
      heading: "",
      snippet: { text: link.description ?? "", marks: [] as [number, number][] },
    })),
  },
  assistant: {
    eyebrow: "Members’ assistant",
    title: "Ask a question, get the answer from our own pages",
    lead: "Members can ask the site assistant in plain words, such as “How long does a Zoho CRM roll-out take?”. It answers only from what these pages say, and shows the pages each answer came from. Any conversation can go to our team as an enquiry, or become a booked call.",
    points: [
      "Answers quoted from our service pages, FAQs and case studies, with their sources",
      "No made-up prices or promises: if our pages do not say it, the assistant says so",
      "Send the conversation to the team in one click when you want a person",
    ],
    signUp: { label: "Sign Up Free to Ask", to: "/signup" },
    member: { label: "Open the Assistant", to: "/dashboard/assistant" },
  },
} as const;
