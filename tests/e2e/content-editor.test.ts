/**
 * The content editor in development mode (issue 39): Decap CMS at /admin/content writes the
 * files through Decap's own proxy (decap-server, as `npm run dev` starts it), here over a copy of
 * content/, and the site's content build turns the edit into what the pages show.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { freePort } from "#test/ports.ts";
import { type ServerProcess, startServerProcess } from "#test/server-process.ts";
import { buildContent } from "../../scripts/build/build-content.ts";
import { setupBrowser } from "./browser.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);

let proxy: ChildProcess;
let server: ServerProcess;
let copy: string;
let proxyOrigin: string;

/** Decap's proxy over the copy, answering once it says it listens. */
async function startProxy(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), GIT_REPO_DIRECTORY: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`decap-server did not start: ${log}`)), 30_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      log += chunk;
      if (log.includes("listening on port")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`decap-server ended (${code}): ${log}`)));
  });
  return child;
}

beforeAll(async () => {
  // Inside the project (gitignored), where the content build's compiled configuration finds
  // its packages; the configuration is the project's own, reading the copy.
  mkdirSync(join(root, ".content-collections"), { recursive: true });
  copy = mkdtempSync(join(root, ".content-collections", "editor-"));
  cpSync(join(root, "content"), join(copy, "content"), { recursive: true });
  writeFileSync(
    join(copy, "content-collections.ts"),
    `export { default } from ${JSON.stringify(join(root, "content-collections.ts"))};\n`,
  );
  const port = await freePort();
  proxyOrigin = `http://127.0.0.1:${port}`;
  proxy = await startProxy(copy, port);
  server = await startServerProcess({
    env: { CMS_LOCAL_BACKEND_URL: `${proxyOrigin}/api/v1` },
  });
}, 120_000);

afterAll(async () => {
  proxy?.kill("SIGTERM");
  await server?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const browser = setupBrowser();

describe("the content editor at /admin/content, in development", () => {
  test("changes a company phone, a package price and a hub's words through its forms, and the content build shows them", async () => {
    const { page, errors, cspViolations, externalRequests } = await browser.newPage({
      origin: server.baseUrl,
    });
    await page.goto("/admin/content");
    expect(new URL(page.url()).pathname).toBe("/admin/content/");
    // Development: Decap's proxy signs in without an account.
    await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });

    // Company → Contact: the first phone number.
    await page.getByRole("link", { name: "Company" }).click();
    await page.getByText("Contact", { exact: true }).click();
    const phone = page.getByLabel("Number").first();
    await expect.poll(() => phone.inputValue(), { timeout: 30_000 }).toMatch(/^\+92/);
    await phone.fill("+92 21 3456 7890");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => readFileSync(join(copy, "content/company/contact.yaml"), "utf8"), {
        timeout: 30_000,
      })
      .toContain("+92 21 3456 7890");

    // Prices → Overlay Elite: the rupee price.
    await page.goto("/admin/content/#/collections/packagePrices");
    await page.reload();
    await page.getByText("Overlay Elite", { exact: true }).click({ timeout: 30_000 });
    const pkr = page.getByLabel("PKR");
    await expect.poll(() => pkr.inputValue(), { timeout: 30_000 }).toMatch(/^\d+$/);
    await pkr.fill("123456");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(
        () => parse(readFileSync(join(copy, "content/prices/overlay-elite.yaml"), "utf8")).pkr,
        {
          timeout: 30_000,
        },
      )
      .toBe(123456);

    // Hubs → Zoho CRM: the hero's eyebrow, in the one form of a hub's words. The rest of the
    // file comes back as it was: every section, list and field of the hub's schema.
    const hubFile = join(copy, "content/hubs/zoho-crm.yaml");
    const hubBefore = parse(readFileSync(hubFile, "utf8"));
    await page.goto("/admin/content/#/collections/content-hubs/entries/zohoCrmHub");
    await page.reload();
    const eyebrow = page.getByLabel("Eyebrow").first();
    await expect.poll(() => eyebrow.inputValue(), { timeout: 30_000 }).toBe(hubBefore.hero.eyebrow);
    await eyebrow.fill("Zoho CRM partner in Karachi");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => parse(readFileSync(hubFile, "utf8")).hero.eyebrow, { timeout: 30_000 })
      .toBe("Zoho CRM partner in Karachi");
    const { standIn, ...hubAfter } = parse(readFileSync(hubFile, "utf8"));
    expect(standIn ?? false).toBe(false);
    expect(hubAfter).toEqual({
      ...hubBefore,
      hero: { ...hubBefore.hero, eyebrow: "Zoho CRM partner in Karachi" },
    });

    expect(errors.filter((error) => !/favicon|404/.test(error))).toEqual([]);
    expect(cspViolations).toEqual([]);
    // The only other host it spoke to: the proxy over the working tree.
    expect(externalRequests.filter((url) => !url.startsWith(proxyOrigin))).toEqual([]);

    // The build validates the edited files with the same schemas and carries the new values
    // into the modules the pages import.
    const out = join(copy, "out");
    await buildContent(join(copy, "content-collections.ts"), {
      outputDir: out,
      cacheDir: join(copy, "cache"),
    });
    const built = await import(pathToFileURL(join(out, "index.js")).href);
    expect(built.companyContact.phones[0].number).toBe("+92 21 3456 7890");
    expect(
      built.allPackagePrices.find((price: { name: string }) => price.name === "Overlay Elite").pkr,
    ).toBe(123456);
    expect(built.zohoCrmHub.hero.eyebrow).toBe("Zoho CRM partner in Karachi");
  }, 180_000);
});
