import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { board, column, lightWindow, notice, title } from "./parts.ts";

/** A solar installer's deals, the kind of pipeline a Zoho CRM roll-out gives a sales team. */
export const zohoCrmArt: HeroScene = {
  caption: "Illustration: a sales pipeline of the kind we set up in Zoho CRM, with sample deals",
  main: lightWindow(
    "Deals · Solar installs pipeline",
    title("Solar installs", "PKR 39.9M in 5 open deals", { action: "+ New deal" }),
    board(
      column(
        "Qualified",
        "PKR 5.72M",
        ["School roof 25 kW, Gulshan", "Site survey Sat", "PKR 4.3M", "SR"],
        ["Clinic backup 8 kW, Clifton", "Sent brochure", "PKR 1.42M", "AK"],
      ),
      column(
        "Proposal",
        "PKR 12.75M",
        ["Warehouse 60 kW, Korangi", "Quote v2 sent", "PKR 10.9M", "SR"],
        ["Home 10 kW, DHA Phase 6", "Call back today", "PKR 1.85M", "HM"],
      ),
      column("Negotiation", "PKR 21.4M", [
        "Factory 120 kW, SITE",
        "Finance approval",
        "PKR 21.4M",
        "AK",
      ]),
      column("Won", "PKR 2.65M", [
        "Bakery 15 kW, Bahadurabad",
        "Install booked",
        "PKR 2.65M",
        "HM",
      ]),
    ),
  ),
  float: notice("calendar", "Follow-up due today", "Home 10 kW, DHA Phase 6 · call at 4 pm"),
};
