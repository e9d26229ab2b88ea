import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { board, card, lightWindow, title } from "./parts.ts";

/** A solar installer's deals, the kind of pipeline a Zoho CRM roll-out gives a sales team. */
export const zohoCrmArt: HeroScene = {
  caption: "Illustration: a sales pipeline of the kind we set up in Zoho CRM, with sample deals",
  main: lightWindow(
    "Deals · Solar installs pipeline",
    title("Solar installs", "PKR 39.9M in 5 open deals", { action: "+ New deal" }),
    board(
      {
        name: "Qualified",
        total: "PKR 5.72M",
        cards: [
          {
            title: "School roof 25 kW, Gulshan",
            meta: "Site survey Sat",
            value: "PKR 4.3M",
            owner: "SR",
          },
          {
            title: "Clinic backup 8 kW, Clifton",
            meta: "Sent brochure",
            value: "PKR 1.42M",
            owner: "AK",
          },
        ],
      },
      {
        name: "Proposal",
        total: "PKR 12.75M",
        cards: [
          {
            title: "Warehouse 60 kW, Korangi",
            meta: "Quote v2 sent",
            value: "PKR 10.9M",
            owner: "SR",
          },
          {
            title: "Home 10 kW, DHA Phase 6",
            meta: "Call back today",
            value: "PKR 1.85M",
            owner: "HM",
          },
        ],
      },
      {
        name: "Negotiation",
        total: "PKR 21.4M",
        cards: [
          {
            title: "Factory 120 kW, SITE",
            meta: "Finance approval",
            value: "PKR 21.4M",
            owner: "AK",
          },
        ],
      },
      {
        name: "Won",
        total: "PKR 2.65M",
        cards: [
          {
            title: "Bakery 15 kW, Bahadurabad",
            meta: "Install booked",
            value: "PKR 2.65M",
            owner: "HM",
          },
        ],
      },
    ),
  ),
  float: card(
    title("Follow-up due today", "Home 10 kW, DHA Phase 6 · call at 4 pm", { icon: "calendar" }),
  ),
};
