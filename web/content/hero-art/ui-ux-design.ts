import type { HeroScene } from "#web/components/hero-art/scene.ts";

/** A sample checkout's usability findings, the redesigned screen, and what testers said. */
export const uiUxDesignArt: HeroScene = {
  caption:
    "Illustration: checkout research and a redesign of the kind we deliver, with sample findings",
  main: {
    frame: "window",
    address: "Checkout study · 8 testers",
    blocks: [
      {
        kind: "title",
        title: "Testers who finished checkout",
        meta: "Before and after the redesign",
      },
      {
        kind: "rows",
        rows: [
          { label: "Cart", value: "8 of 8", bar: 100 },
          { label: "Delivery slot", meta: "3 testers missed it", value: "5 of 8", bar: 62 },
          { label: "Payment", value: "4 of 8", bar: 50 },
          { label: "Payment, after the redesign", value: "8 of 8", bar: 100, tone: "good" },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      { kind: "title", title: "Checkout", meta: "Step 1 of 2" },
      {
        kind: "rows",
        rows: [
          { label: "Delivery", meta: "Tomorrow, 2 pm to 5 pm" },
          { label: "Payment", meta: "Cash on delivery" },
        ],
      },
      { kind: "rows", rows: [{ label: "Total", value: "PKR 3,650" }] },
      { kind: "button", label: "Place order" },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "title",
        icon: "lightbulb",
        title: "Finding 2 of 6",
        meta: "3 of 8 missed the delivery slot: now step 1",
      },
    ],
  },
};
