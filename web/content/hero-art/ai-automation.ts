import type { HeroScene } from "#web/components/hero-art/scene.ts";

/** An assistant answering a sample customer, and the work it then does without anyone. */
export const aiAutomationArt: HeroScene = {
  caption:
    "Illustration: an AI assistant of the kind we set up, and the follow-up it automates, with a sample customer",
  main: {
    frame: "window",
    address: "Inbox · Website chat",
    blocks: [
      { kind: "title", icon: "bot", title: "Assistant", meta: "Answers in seconds, day and night" },
      {
        kind: "chat",
        messages: [
          { from: "them", text: "Salam! Do you install 10 kW systems in Gulshan? Rough price?" },
          {
            from: "us",
            text: "Yes. A 10 kW system is about PKR 1.85M installed. Shall I book a free site survey?",
          },
          { from: "them", text: "Yes please, Saturday morning." },
          { from: "us", text: "Booked for Saturday at 11 am. Our engineer will call you Friday." },
        ],
      },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "rows",
        rows: [
          { label: "Lead added to the CRM", tone: "good" },
          { label: "Survey booked, Sat 11 am", tone: "good" },
          { label: "Sales team told", tone: "good" },
        ],
      },
    ],
  },
};
