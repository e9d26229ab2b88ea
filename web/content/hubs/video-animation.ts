import { videoAnimationHub } from "#content-collections";
import type { ReelScene } from "#web/components/showcase/showreel.tsx";
import { toContact } from "../shared/actions.ts";
import { companyStats } from "../shared/company-stats.ts";
import {
  actionBand,
  badgeRow,
  hubPage,
  linkCards,
  servicesSection,
  statsBlock,
  whySection,
} from "./compose.ts";

/** Where each of the reel's four scenes starts in its 12-second loop (the animation, app.css). */
const sceneStarts = ["0:00", "0:03", "0:06", "0:09"];

/** The words are content/hubs/video-animation.yaml; here, how the page lays them out. */
export const videoAnimationContent = hubPage(
  "video-animation",
  videoAnimationHub,
  ({ showreel, services, why }) => ({
    /** A loop drawn and animated in SVG and CSS for this page; no footage of client work. */
    showreel: {
      eyebrow: showreel.eyebrow,
      title: showreel.title,
      lead: showreel.lead,
      label: showreel.label,
      scenes: showreel.scenes.map((scene, index) => ({
        time: sceneStarts[index] ?? "",
        ...scene,
      })) satisfies ReelScene[],
    },
    sections: [
      servicesSection(services, [
        {
          kind: "HubCards",
          tilt: 5,
          repeatReveal: true,
          columns: 3,
          cards: linkCards(services.cards),
        },
      ]),
      {
        id: "showreel",
        headingId: "showreel-heading",
        tone: "dark",
        blocks: [{ kind: "slot", name: "showreel" }],
      },
      whySection(
        why,
        { space: 10, columns: 3 },
        {
          before: [
            statsBlock(companyStats.animations, companyStats.satisfaction, companyStats.brands),
          ],
          after: [
            badgeRow(why.badges, { space: 10 }),
            actionBand("start-title", why.callout, toContact),
          ],
        },
      ),
    ],
  }),
);
