import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { flow, lightWindow, phone, rows, stats, title } from "./parts.ts";

/** A sample food-delivery app: the customer's screen, and the admin panel behind it. */
export const appDevelopmentArt: HeroScene = {
  caption:
    "Illustration: a delivery app and its admin panel of the kind we build, with sample orders",
  main: lightWindow(
    "admin.yourapp.pk",
    title("Live orders", "Android 2.4 · iOS 2.4", { tone: "good" }),
    stats(["Today", "312"], ["Riders out", "18"], ["Avg. time", "27 min"]),
    rows(
      { label: "#2381 · Gulshan", meta: "Rider Bilal", tag: "On the way", tone: "accent" },
      { label: "#2380 · PECHS", meta: "Kitchen", tag: "Preparing", tone: "warn" },
      { label: "#2379 · DHA", meta: "Rider Saad", tag: "Delivered", tone: "good" },
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
