import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { card, flow, lightWindow, phone, title } from "./parts.ts";

/** A sample tea shop's website, its customer's app and the order work it automates. */
export const homeArt: HeroScene = {
  caption:
    "Illustration: a shop's website, app and order flow of the kind we build, with sample products",
  main: lightWindow(
    "yourstore.pk",
    {
      kind: "banner",
      brand: "Your Tea House",
      nav: ["Shop", "Gifts", "Track order"],
      title: "Karak chai blends, packed fresh in Karachi",
      text: "Free delivery on orders over PKR 3,000",
      action: "Shop the blends",
    },
    {
      kind: "products",
      items: [
        {
          name: "Karak Masala",
          price: "PKR 1,450",
          shape: "tin",
          colour: "#b45309",
          band: "#fde68a",
        },
        {
          name: "Kashmiri Pink",
          price: "PKR 1,750",
          shape: "tin",
          colour: "#be185d",
          band: "#fbcfe8",
        },
        {
          name: "Elaichi Green",
          price: "PKR 1,290",
          shape: "tin",
          colour: "#047857",
          band: "#a7f3d0",
        },
      ],
    },
  ),
  side: phone(
    title("Order #1048", "Arriving today"),
    flow(
      { system: "Paid", event: "PKR 4,350 by card" },
      { system: "Packed", event: "10:20 am" },
      { system: "Out for delivery", event: "Rider 25 min away", tone: "accent" },
    ),
  ),
  float: card(title("Order synced on its own", "Invoice and courier label made", { icon: "zap" })),
};
