import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { flow, lightWindow, notice, phone, tins, title } from "./parts.ts";

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
    tins(
      ["Karak Masala", "PKR 1,450", "#b45309", "#fde68a"],
      ["Kashmiri Pink", "PKR 1,750", "#be185d", "#fbcfe8"],
      ["Elaichi Green", "PKR 1,290", "#047857", "#a7f3d0"],
    ),
  ),
  side: phone(
    title("Order #1048", "Arriving today"),
    flow(
      { system: "Paid", event: "PKR 4,350 by card" },
      { system: "Packed", event: "10:20 am" },
      { system: "Out for delivery", event: "Rider 25 min away", tone: "accent" },
    ),
  ),
  float: notice("zap", "Order synced on its own", "Invoice and courier label made"),
};
