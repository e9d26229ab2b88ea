/**
 * What a page does without React: counts the visit (beacon.ts), starts the scroll reveal and
 * pointer effects (page-effects.ts), listens for the search's "/" (search-shortcut.ts), switches
 * tabs until React can (native-tabs.ts) and shows
 * the dialogs it opens with (arrival-dialogs.ts). A prerendered page's boot script imports this chunk after
 * the first paint, before and whether or not the app hydrates (scripts/build/defer-hydration.ts);
 * root.tsx imports it on the client-rendered pages. It imports nothing from the app, so it stays
 * a few kilobytes that never block a tap (postbuild refuses a larger one).
 */
import "./beacon.ts";
import { showArrivalDialogs } from "./arrival-dialogs.ts";
import { installNativeTabs } from "./native-tabs.ts";
import { installPointerEffects, scanReveals } from "./page-effects.ts";
import { installSearchShortcut } from "./search-shortcut.ts";

scanReveals();
installPointerEffects();
installSearchShortcut();
installNativeTabs();
// A task of its own: a modal dialog makes the rest of the page inert, which restyles all of it,
// and two shorter tasks keep a phone's main thread free sooner than one long one.
setTimeout(showArrivalDialogs, 0);
