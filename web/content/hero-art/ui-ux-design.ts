import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { button, lightWindow, meter, notice, phone, rows, title } from "./parts.ts";

/** A sample checkout's usability findings, the redesigned screen, and what testers said. */
export const uiUxDesignArt: HeroScene = {
  caption:
    "Illustration: checkout research and a redesign of the kind we deliver, with sample findings",
  main: lightWindow(
    "Checkout study · 8 testers",
    title("Testers who finished checkout", "Before and after the redesign"),
    rows(
      meter("Cart", "8 of 8", 100),
      { label: "Delivery slot", meta: "3 testers missed it", value: "5 of 8", bar: 62 },
      meter("Payment", "4 of 8", 50),
      { label: "Payment, after the redesign", value: "8 of 8", bar: 100, tone: "good" },
    ),
  ),
  side: phone(
    title("Checkout", "Step 1 of 2"),
    rows(
      { label: "Delivery", meta: "Tomorrow, 2 pm to 5 pm" },
      { label: "Payment", meta: "Cash on delivery" },
    ),
    rows({ label: "Total", value: "PKR 3,650" }),
    button("Place order"),
  ),
  float: notice("lightbulb", "Finding 2 of 6", "3 of 8 missed the delivery slot: now step 1"),
};
