import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { lines } from "./charts.ts";
import { card, lightWindow, meter, rows, stats, title } from "./parts.ts";

/** A sample demand forecast, and a document read by a model, each with how sure it is. */
export const deepLearningArt: HeroScene = {
  caption:
    "Illustration: a demand forecast and a document reader of the kind we train, with sample data",
  main: lightWindow(
    "models / weekly-demand",
    title("Weekly demand: rice, 5 kg bags", "Model v3 · retrained on Monday"),
    lines(
      { min: 600, max: 1400 },
      ["Last 12 weeks", "Next 4 weeks"],
      { label: "Sold", values: [820, 860, 790, 910, 980, 940, 1010, 1060, 990, 1120, 1150, 1170] },
      { label: "Forecast", from: 11, values: [1170, 1240, 1210, 1290, 1330], dashed: true },
    ),
    stats(["Next week", "1,240 bags"], ["Average error", "5.8%"], ["Tested on", "52 weeks"]),
  ),
  float: card(
    title("Invoice read", "Supplier invoice, 2 pages", { icon: "receipt" }),
    rows(meter("Total", "PKR 384,500", 98), meter("Due date", "30 Dec", 96)),
  ),
};
