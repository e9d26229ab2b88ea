import { Stats } from "#web/components/sections/stats.tsx";
import { ActionBand } from "./action-band.tsx";
import { BadgeRow } from "./badge-row.tsx";
import { HubCards } from "./hub-cards.tsx";
import { WhyList } from "./why-list.tsx";

/**
 * The widgets of the hubs built from card grids, figures, badges and an action band (web
 * development, IT software, video and animation): one set, so their routes cannot drift apart.
 */
export const cardHubBlocks = { HubCards, ActionBand, Stats, BadgeRow, WhyList };
