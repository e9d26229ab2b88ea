import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PageViewBody } from "#contract/insights.ts";

/**
 * The visit counter in a browser-like page: what it sends and when. Every payload must pass the
 * server's own schema, so the beacon and POST /api/events cannot drift apart.
 */

const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
const originalPush = history.pushState;
const originalReplace = history.replaceState;
/** The popstate listeners each test's counter adds, removed after it: the window outlives tests. */
const listeners: EventListenerOrEventListenerObject[] = [];
const addListener = window.addEventListener.bind(window);
window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
  if (type === "popstate") listeners.push(listener);
  addListener(type, listener);
}) as typeof window.addEventListener;

function setReferrer(value: string) {
  Object.defineProperty(document, "referrer", { value, configurable: true });
}
function setPrivacy(doNotTrack: string | null, globalPrivacyControl?: boolean) {
  Object.defineProperty(navigator, "doNotTrack", { value: doNotTrack, configurable: true });
  Object.defineProperty(navigator, "globalPrivacyControl", {
    value: globalPrivacyControl,
    configurable: true,
  });
}

/** Loads the counter afresh, as a page load does: importing it starts it. */
async function start() {
  vi.resetModules();
  await import("./beacon.ts");
}

beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  setReferrer("");
  setPrivacy(null);
  Object.defineProperty(window, "innerWidth", { value: 1280, configurable: true });
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});

afterEach(() => {
  history.pushState = originalPush;
  history.replaceState = originalReplace;
  for (const listener of listeners.splice(0)) window.removeEventListener("popstate", listener);
});

describe("the visit counter", () => {
  test("the first page of a visit: path, width class, referring host, campaign tags, referral code", async () => {
    window.history.replaceState(
      null,
      "",
      "/signup?ref=ABCD2345&utm_source=Mail&utm_medium=email&utm_campaign=spring%00&token=secret",
    );
    setReferrer("https://www.google.com/search?q=private+words");
    Object.defineProperty(window, "innerWidth", { value: 375, configurable: true });
    await start();
    expect(sent).toEqual([
      {
        url: "/api/events",
        body: {
          path: "/signup",
          viewport: "mobile",
          landing: true,
          referrer: "www.google.com",
          utm_source: "Mail",
          utm_medium: "email",
          utm_campaign: "spring",
          ref: "ABCD2345",
        },
      },
    ]);
    // Never the query string's other parameters, never the referring page itself.
    expect(JSON.stringify(sent)).not.toMatch(/secret|private|search/);
    for (const { body } of sent) expect(PageViewBody.safeParse(body).success).toBe(true);
  });

  test("navigations in the app are page views of their own, once per path", async () => {
    window.history.replaceState(null, "", "/services");
    await start();
    history.pushState(null, "", "/services/zohocrm");
    history.pushState(null, "", "/services/zohocrm#faq");
    history.replaceState(null, "", "/services/zohocrm?tab=features");
    history.pushState(null, "", "/contact");
    // The counter's popstate listener came first: once this one has run, so has the counter's.
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve));
    history.back();
    await popped;
    expect(sent.map(({ body }) => [body.path, body.landing ?? false])).toEqual([
      ["/services", true],
      ["/services/zohocrm", false],
      ["/contact", false],
      ["/services/zohocrm", false],
    ]);
    for (const { body } of sent) expect(PageViewBody.safeParse(body).success).toBe(true);
    expect(sent[1]!.body).toEqual({ path: "/services/zohocrm", viewport: "desktop" });
  });

  test("a page opened from this site, or a second page load in the tab, is no landing", async () => {
    setReferrer(`${location.origin}/about`);
    await start();
    expect(sent[0]!.body.landing).toBeUndefined();

    sessionStorage.clear();
    setReferrer("https://news.example/");
    await start();
    expect(sent[1]!.body).toMatchObject({ landing: true, referrer: "news.example" });
    await start();
    expect(sent[2]!.body.landing).toBeUndefined();
  });

  test("Do-Not-Track or Global Privacy Control: nothing is sent, nothing is stored", async () => {
    setPrivacy("1");
    await start();
    history.pushState(null, "", "/about");
    setPrivacy(null, true);
    await start();
    expect(sent).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  test("the admin area is not counted, and a bad referral code is left out", async () => {
    window.history.replaceState(null, "", "/admin/insights");
    await start();
    history.pushState(null, "", "/signup?ref=not-a-code");
    expect(sent.map(({ body }) => body)).toEqual([{ path: "/signup", viewport: "desktop" }]);
  });
});
