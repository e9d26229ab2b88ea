import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { button, card, lightWindow, phone, rows, title } from "./parts.ts";

/**
 * Three service lines at once, each a sample business's: a school's website, a gym's booking
 * app and a sales pipeline in Zoho CRM.
 */
export const servicesArt: HeroScene = {
  caption:
    "Illustration: a website, a booking app and a sales pipeline of the kind we build, for sample businesses",
  main: lightWindow(
    "yourschool.pk",
    {
      kind: "banner",
      brand: "Your Grammar School",
      nav: ["Admissions", "Campuses", "Fees", "Contact"],
      title: "Admissions open, from Playgroup to O Levels",
      text: "Campuses in Gulshan and DHA, with school vans on every route.",
      action: "Book a campus tour",
    },
    rows(
      { label: "Campus tour, Gulshan", meta: "Saturday, 10 am", tag: "Booked", tone: "good" },
      { label: "Fee schedule", meta: "Class 3, monthly", value: "PKR 18,500" },
    ),
  ),
  side: phone(
    title("Classes today", "Your Gym, Bahadurabad"),
    rows(
      { label: "Spin, 7 am", meta: "Coach Faraz", tag: "Full", tone: "plain" },
      { label: "Yoga, 6 pm", meta: "Coach Mahnoor", tag: "3 spots", tone: "good" },
    ),
    button("Book Yoga"),
  ),
  float: card(
    title("Sales pipeline, Zoho CRM", "Your Solar Co. · 23 open deals", { icon: "users" }),
    rows(
      { label: "Proposal sent", value: "PKR 4.2M", bar: 64 },
      { label: "Won this month", value: "PKR 1.9M", bar: 29 },
    ),
  ),
};
