import type { HeroScene } from "#web/components/hero-art/scene.ts";

/** A sample food-delivery app: the customer's screen, and the admin panel behind it. */
export const appDevelopmentArt: HeroScene = {
  caption:
    "Illustration: a delivery app and its admin panel of the kind we build, with sample orders",
  main: {
    frame: "window",
    address: "admin.yourapp.pk",
    blocks: [
      { kind: "title", title: "Live orders", meta: "Android 2.4 · iOS 2.4", tone: "good" },
      {
        kind: "stats",
        items: [
          { label: "Today", value: "312" },
          { label: "Riders out", value: "18" },
          { label: "Avg. time", value: "27 min" },
        ],
      },
      {
        kind: "rows",
        rows: [
          { label: "#2381 · Gulshan", meta: "Rider Bilal", tag: "On the way", tone: "accent" },
          { label: "#2380 · PECHS", meta: "Kitchen", tag: "Preparing", tone: "warn" },
          { label: "#2379 · DHA", meta: "Rider Saad", tag: "Delivered", tone: "good" },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      { kind: "title", title: "Order #2381", meta: "Rider 8 min away" },
      {
        kind: "flow",
        steps: [
          { system: "Confirmed", event: "7:42 pm" },
          { system: "Picked up", event: "8:05 pm" },
          { system: "On the way", event: "Bilal, Honda bike", tone: "accent" },
        ],
      },
      {
        kind: "rows",
        rows: [
          { label: "Biryani ×2", value: "PKR 1,180" },
          { label: "Raita", value: "PKR 120" },
        ],
      },
    ],
  },
};
