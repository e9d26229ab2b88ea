import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { flow, lightWindow, phone, rows, stats, status, title } from "./parts.ts";

/** A sample food-delivery app: the customer's screen, and the admin panel behind it. */
export const appDevelopmentArt: HeroScene = {
  caption:
    "Illustration: a delivery app and its admin panel of the kind we build, with sample orders",
  main: lightWindow(
    "admin.yourapp.pk",
    title("Live orders", "Android 2.4 · iOS 2.4", { tone: "good" }),
    stats(["Today", "312"], ["Riders out", "18"], ["Avg. time", "27 min"]),
    rows(
      status("#2381 · Gulshan", "Rider Bilal", "On the way", "accent"),
      status("#2380 · PECHS", "Kitchen", "Preparing", "warn"),
      status("#2379 · DHA", "Rider Saad", "Delivered", "good"),
    ),
  ),
  side: phone(
    title("Order #2381", "Rider 8 min away"),
    flow(
      { system: "Confirmed", event: "7:42 pm" },
      { system: "Picked up", event: "8:05 pm" },
      { system: "On the way", event: "Bilal, Honda bike", tone: "accent" },
    ),
    rows({ label: "Biryani ×2", value: "PKR 1,180" }, { label: "Raita", value: "PKR 120" }),
  ),
};
