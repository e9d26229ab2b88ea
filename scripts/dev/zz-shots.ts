import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
const token = readFileSync("/tmp/res-token", "utf8").trim();
const base = "http://localhost:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const me = await (await fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).json();
for (const width of [375, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  await context.addInitScript(([t, u]) => { localStorage.setItem("token", t); localStorage.setItem("me", u); }, [token, JSON.stringify(me)]);
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  for (const [name, path] of [["public", "/resources"], ["member", "/dashboard/resources"], ["sheet", "/dashboard/resources/api-automation-cheatsheet"], ["signup", "/signup"], ["login", "/login"]] as const) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.mouse.move(5, 5);
    for (let y = 0; y < 8000; y += 600) { await page.evaluate((top) => window.scrollTo(0, top), y); await page.waitForTimeout(120); }
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, width, "overflow", overflow);
  }
  await context.close();
}
await browser.close();
