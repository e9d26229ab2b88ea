import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { bars } from "./charts.ts";
import { darkWindow, notice, rows, title } from "./parts.ts";

/** A sample company's systems as its support team watches them, and a ticket closed. */
export const itSoftwareArt: HeroScene = {
  caption:
    "Illustration: a status board of the kind we keep for companies whose IT we run, with sample systems",
  main: darkWindow(
    "status · your company",
    title("All systems working", "Checked every minute", { tone: "good" }),
    rows(
      { label: "Website", meta: "30 days", value: "99.98%", tone: "good" },
      { label: "ERP and accounts", meta: "30 days", value: "99.95%", tone: "good" },
      { label: "Email", meta: "30 days", value: "100%", tone: "good" },
      { label: "Nightly backup", meta: "2:00 am, 41 GB", value: "Done", tone: "good" },
    ),
    bars({ max: 400 }, ["Response time, last 12 hours", "160 ms"], {
      label: "Response time",
      values: [210, 190, 230, 180, 260, 200, 170, 220, 190, 240, 180, 160],
    }),
  ),
  float: notice("wrench", "Ticket #311 closed", "Head office printer fixed in 18 min"),
};
