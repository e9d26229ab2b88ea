import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { darkWindow, flow, title } from "./parts.ts";

/** One sample order passing from a store to the books and a courier, with the log behind it. */
export const apiIntegrationArt: HeroScene = {
  caption:
    "Illustration: an order sync of the kind we build between a store, accounts and a courier, with sample records",
  main: darkWindow(
    "integrations / order-sync",
    title("Order #5127 synced", "3 systems · 4.8 s", { tone: "good" }),
    flow(
      { system: "Online store", event: "Order paid by card, PKR 6,250" },
      { system: "Zoho Books", event: "Invoice INV-2210 created" },
      { system: "Courier", event: "Timed out once, retried, label printed", tone: "warn" },
    ),
    {
      kind: "rows",
      mono: true,
      rows: [
        { label: "10:42:07 POST /orders", value: "201", tone: "good" },
        { label: "10:42:08 POST /invoices", value: "201", tone: "good" },
        { label: "10:42:09 POST /shipments", value: "504", tone: "warn" },
        { label: "10:42:12 POST /shipments", value: "201", tone: "good" },
      ],
    },
  ),
};
