import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { button, card, lightWindow, meter, phone, rows, status, title } from "./parts.ts";

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
    rows(status("Campus tour, Gulshan", "Saturday, 10 am", "Booked", "good"), {
      label: "Fee schedule",
      meta: "Class 3, monthly",
      value: "PKR 18,500",
    }),
  ),
  side: phone(
    title("Classes today", "Your Gym, Bahadurabad"),
    rows(
      status("Spin, 7 am", "Coach Faraz", "Full", "plain"),
      status("Yoga, 6 pm", "Coach Mahnoor", "3 spots", "good"),
    ),
    button("Book Yoga"),
  ),
  float: card(
    title("Sales pipeline, Zoho CRM", "Your Solar Co. · 23 open deals", { icon: "users" }),
    rows(meter("Proposal sent", "PKR 4.2M", 64), meter("Won this month", "PKR 1.9M", 29)),
  ),
};
