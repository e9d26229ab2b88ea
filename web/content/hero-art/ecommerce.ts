import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { entry, lightWindow, phone, rows, stats, title } from "./parts.ts";

/** A sample homeware store from both sides: the day's orders for its owner, a product for buyers. */
export const ecommerceArt: HeroScene = {
  caption: "Illustration: a store's admin and shop of the kind we build, with sample orders",
  main: lightWindow(
    "yourstore.pk/admin/orders",
    title("Today's orders", "Updated a minute ago", { action: "Export" }),
    stats(["Sales", "PKR 186,400"], ["Orders", "42"], ["Repeat buyers", "38%"]),
    rows(
      entry("#5127 · Lahore", "2 items · card", "PKR 6,250", "Paid", "good"),
      entry("#5126 · Karachi", "1 item · cash on delivery", "PKR 2,200", "Packed", "accent"),
      entry("#5125 · Islamabad", "4 items · wallet", "PKR 11,480", "Shipped", "plain"),
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
