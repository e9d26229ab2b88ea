import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { lightWindow, phone, rows, stats, title } from "./parts.ts";

/** A sample homeware store from both sides: the day's orders for its owner, a product for buyers. */
export const ecommerceArt: HeroScene = {
  caption: "Illustration: a store's admin and shop of the kind we build, with sample orders",
  main: lightWindow(
    "yourstore.pk/admin/orders",
    title("Today's orders", "Updated a minute ago", { action: "Export" }),
    stats(["Sales", "PKR 186,400"], ["Orders", "42"], ["Repeat buyers", "38%"]),
    rows(
      {
        label: "#5127 · Lahore",
        meta: "2 items · card",
        value: "PKR 6,250",
        tag: "Paid",
        tone: "good",
      },
      {
        label: "#5126 · Karachi",
        meta: "1 item · cash on delivery",
        value: "PKR 2,200",
        tag: "Packed",
        tone: "accent",
      },
      {
        label: "#5125 · Islamabad",
        meta: "4 items · wallet",
        value: "PKR 11,480",
        tag: "Shipped",
        tone: "plain",
      },
    ),
  ),
  side: phone({
    kind: "banner",
    product: { shape: "cushion", colour: "#1e3a8a", band: "#be123c" },
    title: "Ajrak cushion cover",
    text: "PKR 2,200 · ships in 2 days",
    action: "Add to cart",
  }),
};
