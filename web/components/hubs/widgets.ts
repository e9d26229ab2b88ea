/*
 * Every widget a hub section can stack, under the name its data gives it (`kind`). hub-page.tsx
 * reads only the types; each route imports the widgets its page shows, so a page's script
 * carries no others.
 */
export { Stats } from "#web/components/sections/stats.tsx";
export { Steps } from "#web/components/sections/steps.tsx";
export { Faq } from "#web/components/ui/faq.tsx";
export { ActionBand } from "./action-band.tsx";
export { BadgeRow } from "./badge-row.tsx";
export { FeatureCards } from "./feature-cards.tsx";
export { HubCards } from "./hub-cards.tsx";
export { ImageCards } from "./image-cards.tsx";
export { Marquee } from "./marquee.tsx";
export { MoreLink } from "./more-link.tsx";
export { RoiCalculator } from "./roi-calculator.tsx";
export { SuiteTabs } from "./suite-tabs.tsx";
export { WhyList } from "./why-list.tsx";
