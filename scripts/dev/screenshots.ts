/**
 * npm run screenshots -- [--base-url URL] [--out DIR] [--compare DIR]
 * npm run screenshots -- --review [--page PATH]... [--out DIR]
 *
 * Full-page screenshots of the benchmark routes at 375 and 1440 px, for checking that a change
 * altered nothing visible: take a set before the change (from a server of the old build, with
 * --base-url), another after, then --compare prints, per picture, how many pixels differ.
 * Without --base-url it serves the current build (BUILD_DIR) itself.
 *
 * --review takes the set a person looks at as a prospective client, a new member and the owner
 * would, at 320, 375, 768 and 1440 px, into .reports/review/ (pictures stay out of git): the
 * benchmark routes and a case study; the sign-up form's success panel and a new member's
 * dashboard; and, on the server it starts itself, the admin area with something in it (the
 * overview, the leads, the leads waiting in Check and one such lead). Each --page PATH adds a
 * page an engineer names (repeat it); a path under /admin opens as the administrator.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
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
const reviewWidths = [320, 375, 768, 1440];

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    out: { type: "string" },
    compare: { type: "string" },
    review: { type: "boolean", default: false },
    page: { type: "string", multiple: true, default: [] },
  },
});
const review = values.review as boolean;
const named = values.page as string[];
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");
const reviewRoutes = [
  ...new Set([
    ...benchmarkRoutes,
    `/portfolio/${caseStudies[0]?.slug}`,
    ...named.filter((path) => !isAdminPath(path)),
  ]),
];
const outDir =
  values.out ?? (review ? join(".reports", "review") : join(".reports", "screenshots", "current"));
mkdirSync(outDir, { recursive: true });

const fileName = (route: string, width: number) =>
  `${route === "/" ? "home" : route.slice(1).replace(/[/?&=]+/g, "--")}-${width}.png`;

const adminEmail = "owner@review.example.com";
const server = values["base-url"]
  ? undefined
  : await startServerProcess({ site: true, env: { ADMIN_EMAILS: adminEmail } });
const baseUrl = values["base-url"] ?? server!.baseUrl;
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

const password = "harbour-lantern-58";
/** Each run's addresses are new, on a domain of their own (one organisation's friends are held). */
const address = (tag: string) => `${tag}-${Date.now()}@r${Date.now().toString(36)}.example.com`;

type Session = { token: string; user: unknown };

/** The site's API, each call from an address of its own so no rate limit is reached. */
let calls = 0;
async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${(++calls % 250) + 1}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
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

/** Every page the context opens from now on has `session` stored as the site stores it. */
async function signIn(context: BrowserContext, session: Session) {
  await context.addInitScript(
    ({ tokenKey, userKey, token, user }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
    },
    { tokenKey: TOKEN_KEY, userKey: USER_KEY, token: session.token, user: session.user },
  );
}

/** A page of the account or admin area, once its heading is there. */
async function openSignedIn(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** A member signed up and logged in through the API. */
async function newMember(email: string): Promise<Session> {
  await call("/auth/signup", { name: "Hamza Qureshi", email, password });
  return call<Session>("/auth/login", { email, password });
}

/** The newest administrator link the server wrote to its mail folder (no SMTP: DATA_DIR/mail). */
async function adminLinkToken(dataDir: string): Promise<string> {
  const folder = join(dataDir, "mail");
  for (let tries = 0; tries < 100; tries++) {
    const files = (() => {
      try {
        return readdirSync(folder).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const text = readFileSync(join(folder, file), "utf8").replace(/=\r?\n/g, "");
      const token =
        /reset-password\?token=3D([A-Za-z0-9_-]+)|reset-password\?token=([A-Za-z0-9_-]+)/.exec(
          text,
        );
      if (text.includes(adminEmail) && token) return (token[1] ?? token[2])!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The administrator link did not arrive.");
}

/** The owner, made an administrator the way ADMIN_EMAILS does: by the link mailed at login. */
async function ownerSession(dataDir: string): Promise<Session> {
  await call("/auth/signup", { name: "Ayesha Owner", email: adminEmail, password });
  await call("/auth/login", { email: adminEmail, password });
  await call("/auth/reset-password", { token: await adminLinkToken(dataDir), password });
  return call<Session>("/auth/login", { email: adminEmail, password });
}

/**
 * Leads for the admin pages to show: one a person took their time over (past the form's
 * 2-second time trap), one sent the moment the form opened (it waits in Check), and a bot's.
 * Returns the id of the one in Check.
 */
async function seedLeads(owner: Session): Promise<number> {
  const lead = (fields: Record<string, string>) => call("/contact", fields);
  const personsToken = (await call<{ token: string }>("/contact/token")).token;
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  await lead({
    firstName: "Sana",
    lastName: "Rahman",
    company: "Northwind Retail",
    email: address("sana"),
    message: "We need a new online store before the holiday season. Budget is agreed.",
    formToken: personsToken,
  });
  const { token } = await call<{ token: string }>("/contact/token");
  await lead({
    firstName: "Kamran",
    lastName: "Sheikh",
    company: "Sheikh Distributors",
    phone: "+92 321 5550123",
    email: address("kamran"),
    message:
      "We have six sales reps covering Karachi and Hyderabad and want Zoho CRM set up with a " +
      "pipeline and WhatsApp. Budget PKR 800,000.",
    formToken: token,
  });
  await lead({
    firstName: "Bot",
    email: address("bot"),
    message: "Cheap followers",
    website: "https://spam.example",
  });
  const check = await call<{ items: Array<{ id: number }> }>(
    "/admin/leads?status=check",
    undefined,
    owner.token,
  );
  return check.items[0]!.id;
}

/** Every route at this width; in review, the account states and the admin pages too. */
async function captureWidth(width: number, admin: { session: Session; pages: string[] } | null) {
  // Reduced motion: scroll reveals and the showreel hold still, so two runs can be compared.
  const contextOf = async () => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    // As if the home page's sign-up invitation had been closed: both sets show the page itself.
    await context.addInitScript(() => sessionStorage.setItem("signup-popup-dismissed", "1"));
    return context;
  };
  const context = await contextOf();
  for (const route of review ? reviewRoutes : routes) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    await capture(page, fileName(route, width));
    await page.close();
  }
  if (review) {
    const page = await context.newPage();
    await signUpSuccess(page, address(`signup-${width}`));
    await capture(page, `signup-success-${width}.png`);
    await page.close();
    const member = await newMember(address(`member-${width}`));
    // The member's invitation, as the friend they send it to opens it.
    const { code } = await call<{ code: string }>(
      "/user/my-referral-link",
      undefined,
      member.token,
    );
    const invited = await context.newPage();
    await invited.goto(`${baseUrl}/signup?ref=${code}`, { waitUntil: "networkidle" });
    await capture(invited, `signup-invited-${width}.png`);
    await invited.close();
    await signIn(context, member);
    await capture(await openSignedIn(context, "/dashboard"), `dashboard-${width}.png`);
  }
  await context.close();
  if (!admin) return;
  const adminContext = await contextOf();
  await signIn(adminContext, admin.session);
  for (const path of admin.pages) {
    const page = await openSignedIn(adminContext, path);
    await capture(page, fileName(path, width));
    await page.close();
  }
  await adminContext.close();
}

try {
  let admin: { session: Session; pages: string[] } | null = null;
  if (review && server) {
    const session = await ownerSession(server.dataDir);
    const check = await seedLeads(session);
    // The owner's way in (their dashboard opens with the admin work) and the statistics.
    const pages = [
      "/dashboard",
      "/admin",
      "/admin/leads",
      "/admin/leads?status=check",
      `/admin/leads/${check}`,
      "/admin/insights",
    ];
    admin = { session, pages: [...new Set([...pages, ...named.filter(isAdminPath)])] };
  } else if (review && named.some(isAdminPath)) {
    console.warn("Admin pages need the server this script starts: left out with --base-url.");
  }
  for (const width of review ? reviewWidths : widths) await captureWidth(width, admin);
  if (review) console.log(`Review screenshots in ${outDir}`);
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
