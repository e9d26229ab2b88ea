import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { card, chat, done, lightWindow, rows, them, title, us } from "./parts.ts";

/** An assistant answering a sample customer, and the work it then does without anyone. */
export const aiAutomationArt: HeroScene = {
  caption:
    "Illustration: an AI assistant of the kind we set up, and the follow-up it automates, with a sample customer",
  main: lightWindow(
    "Inbox · Website chat",
    title("Assistant", "Answers in seconds, day and night", { icon: "bot" }),
    chat(
      them("Salam! Do you install 10 kW systems in Gulshan? Rough price?"),
      us("Yes. A 10 kW system is about PKR 1.85M installed. Shall I book a free site survey?"),
      them("Yes please, Saturday morning."),
      us("Booked for Saturday at 11 am. Our engineer will call you Friday."),
    ),
  ),
  float: card(
    rows(done("Lead added to the CRM"), done("Survey booked, Sat 11 am"), done("Sales team told")),
  ),
};
