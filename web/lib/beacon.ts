/**
 * The site's own visit counter, started by importing it: root.tsx does once the page is
 * interactive and the browser is idle. A file of its own (under 1 KB gzip), so it adds nothing to
 * a page's first load.
 * It imports nothing: the contract's PageViewBody (contract/insights.ts) is what it must send,
 * and beacon.test.ts checks that it does.
 *
 * What leaves the browser: the page's path (never its query string), the referring site's host
 * name and campaign tags for the first page of a visit, the referral code of a referral link,
 * and a window width class. No cookie; the tab's session storage only remembers that its visit
 * has begun. Nothing at all is sent when the browser asks not to be tracked.
 */

const endpoint = `${(import.meta.env.VITE_API_BASE as string | undefined) ?? "/api"}/events`;
/** Session storage: set once the tab's first page has been counted as the visit's landing. */
const visitStartedKey = "visit-started";

let counted: string | undefined;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
};

/** Sends one page view; a path already counted (a change of query or hash only) is not repeated. */
function count(landing: boolean) {
  const path = location.pathname;
  if (path === counted || path.length > 300) return;
  counted = path;
  // The administrators' own pages are not what the statistics are about.
  if (/^\/admin(\/|$)/.test(path)) return;
  const query = new URLSearchParams(location.search);
  const width = innerWidth;
  const view: Record<string, string | boolean> = {
    path,
    viewport: width < 640 ? "mobile" : width < 1024 ? "tablet" : "desktop",
  };
  if (landing) {
    view.landing = true;
    const referrer = hostOf(document.referrer);
    if (referrer) view.referrer = referrer;
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
      const value = query
        .get(name)
        ?.replace(/\p{Cc}/gu, "")
        .trim()
        .slice(0, 100);
      if (value) view[name] = value;
    }
  }
  const ref = query.get("ref");
  if (ref && /^[A-Za-z0-9]{1,32}$/.test(ref)) view.ref = ref;
  // A string goes as text/plain: no preflight, and the server reads it as JSON.
  navigator.sendBeacon(endpoint, JSON.stringify(view));
}

/** Counts this page, then every page the app navigates to without reloading. */
function startCounting() {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.doNotTrack === "1" || privacy.globalPrivacyControl || !navigator.sendBeacon) return;
  // The visit begins on the tab's first page, unless that page was opened from this site.
  let landing = hostOf(document.referrer) !== location.hostname;
  try {
    landing &&= !sessionStorage.getItem(visitStartedKey);
    sessionStorage.setItem(visitStartedKey, "1");
  } catch {
    // Storage refused: each page opened from outside counts as a landing, which is what it is.
  }
  count(landing);
  // React Router moves between pages with the History API; each move is a page view.
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      count(false);
    };
  }
  addEventListener("popstate", () => count(false));
}

startCounting();
