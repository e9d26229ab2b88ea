/**
 * npm run screenshots -- [--base-url URL] [--out DIR] [--compare DIR] [--review]
 *
 * Full-page screenshots of the benchmark routes at 375 and 1440 px, for checking that a change
 * altered nothing visible: take a set before the change (from a server of the old build, with
 * --base-url), another after, then --compare prints, per picture, how many pixels differ.
 * Without --base-url it serves the current build (BUILD_DIR) itself.
 *
 * --review takes the set a person looks at as a prospective client would, at 320, 375, 768 and
 * 1440 px: home, about, a case study, contact, the services overview, a service detail page, and two account states reached as a visitor
 * reaches them, the sign-up form's success panel and a new member's dashboard.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import sharp, { type OutputInfo } from "sharp";
import { startServerProcess } from "#test/server-process.ts";
import { caseStudies } from "#web/content/case-studies/index.ts";
import { USER_KEY } from "#web/lib/session.ts";
import { TOKEN_KEY } from "#web/lib/token.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { benchmarkRoutes } from "../bench/routes.ts";

const routes = [...benchmarkRoutes, "/portfolio/webdev"];
const widths = [375, 1440];
const reviewRoutes = [
  "/",
  "/about",
  `/portfolio/${caseStudies[0]?.slug}`,
  "/contact",
  "/services",
  "/webdevelopment/seo",
];
const reviewWidths = [320, 375, 768, 1440];

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    out: { type: "string", default: join(".reports", "screenshots", "current") },
    compare: { type: "string" },
    review: { type: "boolean", default: false },
  },
});
const outDir = values.out as string;
mkdirSync(outDir, { recursive: true });

const fileName = (route: string, width: number) =>
  `${route === "/" ? "home" : route.slice(1).replace(/\//g, "--")}-${width}.png`;

const server = values["base-url"] ? undefined : await startServerProcess({ site: true });
const baseUrl = values["base-url"] ?? server?.baseUrl;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags, "--hide-scrollbars"],
});

/** Every picture loaded and decoded, then the whole page. */
async function capture(page: Page, name: string) {
  // Lazy pictures below the first screen load when a person scrolls; a full-page picture
  // needs them all, decoded, or two sets differ by which ones happened to arrive in time.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await document.fonts.ready;
  });
  await page.screenshot({ path: join(outDir, name), fullPage: true });
}

/** A visitor signs up on /signup as a person would, and the page shows its success panel. */
async function signUpSuccess(page: Page, email: string) {
  await page.goto(`${baseUrl}/signup`, { waitUntil: "networkidle" });
  await page.locator("main input[name=name]").fill("Hamza Qureshi");
  await page.locator("main input[name=email]").fill(email);
  await page.locator("main input[name=password]").fill(password);
  await page.locator("main form button[type=submit]").click();
  await page.getByRole("status").or(page.getByRole("alert")).first().waitFor();
  await page.waitForLoadState("networkidle");
}

/** A member signed up and logged in through the API, their session stored as the site stores it. */
async function openDashboard(context: BrowserContext, email: string) {
  const call = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${path.length}`,
      },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ token: string; user: unknown }>);
  await call("/auth/signup", { name: "Hamza Qureshi", email, password });
  const session = await call("/auth/login", { email, password });
  await context.addInitScript(
    ({ tokenKey, userKey, token, user }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
    },
    { tokenKey: TOKEN_KEY, userKey: USER_KEY, token: session.token, user: session.user },
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}/dashboard`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

const password = "harbour-lantern-58";
/** Each run's addresses are new, on a domain of their own (one organisation's friends are held). */
const address = (tag: string) => `${tag}-${Date.now()}@r${Date.now().toString(36)}.example.com`;

try {
  for (const width of values.review ? reviewWidths : widths) {
    // Reduced motion: scroll reveals and the showreel hold still, so two runs can be compared.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    // As if the home page's sign-up invitation had been closed: both sets show the page itself.
    await context.addInitScript(() => sessionStorage.setItem("signup-popup-dismissed", "1"));
    for (const route of values.review ? reviewRoutes : routes) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      await capture(page, fileName(route, width));
      await page.close();
    }
    if (values.review) {
      const page = await context.newPage();
      await signUpSuccess(page, address(`signup-${width}`));
      await capture(page, `signup-success-${width}.png`);
      await page.close();
      await capture(
        await openDashboard(context, address(`member-${width}`)),
        `dashboard-${width}.png`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}

/** Pixels whose red, green and blue differ by more than this in sum count as changed. */
const tolerance = 24;

async function differingPixels(beforePath: string, afterPath: string): Promise<string> {
  const read = (path: string) =>
    sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const before = await read(beforePath);
  const after = await read(afterPath);
  const size = ({ width, height }: OutputInfo) => `${width}×${height}`;
  if (size(before.info) !== size(after.info))
    return `different sizes: ${size(before.info)} → ${size(after.info)}`;
  let count = 0;
  for (let i = 0; i < before.data.length; i += 4) {
    let delta = 0;
    for (let channel = 0; channel < 3; channel++)
      delta += Math.abs((before.data[i + channel] ?? 0) - (after.data[i + channel] ?? 0));
    if (delta > tolerance) count++;
  }
  const share = (count / (before.info.width * before.info.height)) * 100;
  return `${count} (${share.toFixed(2)} %)`;
}

if (values.compare) {
  console.log("| picture | pixels that differ |");
  console.log("| --- | ---: |");
  for (const width of widths) {
    for (const route of routes) {
      const name = fileName(route, width);
      console.log(
        `| ${name} | ${await differingPixels(join(values.compare, name), join(outDir, name))} |`,
      );
    }
  }
}
