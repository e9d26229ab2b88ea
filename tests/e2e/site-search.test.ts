import { describe, expect, test } from "vitest";
import type { SearchAnswer } from "#contract/search-fields.ts";
import {
  baseUrl,
  dismissSignupPopup,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  gotoAndHydrate,
  setupBrowser,
  startApp,
  visitorHeaders,
} from "./browser.ts";
import { parseHtml, select, shownText } from "./html.ts";
import { confirmAddress, mailFolder } from "./mailbox.ts";
import { PASSWORD, signUpAt, uniqueEmail } from "./signed-in.ts";

/** The pages a search lists, best first, as the server answers the header's box. */
async function searchPages(query: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/search?q=${encodeURIComponent(query)}`, {
    headers: visitorHeaders(),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as SearchAnswer).results.map((result) => result.page);
}

describe("site search over the built site", () => {
  test("finds the e-commerce pages for a Shopify question and the Zoho page first for Zoho", async () => {
    const shopify = await searchPages("Do you build Shopify stores?");
    expect(shopify.slice(0, 3)).toEqual(
      expect.arrayContaining(["/services/ecommerce", "/webdevelopment/ecommercestoremanagement"]),
    );
    expect((await searchPages("zoho crm implementation"))[0]).toBe("/services/zohocrm");
  });

  test("/search?q= answers with the results in the page, for a browser without JavaScript", async () => {
    const response = await fetch(`${baseUrl()}/search?q=zoho+crm+implementation`, {
      headers: visitorHeaders(),
    });
    expect(response.status).toBe(200);
    const document = parseHtml(await response.text());
    const links = select("#search-results li a", document).map((link) => link.attribs.href);
    expect(links[0]).toBe("/services/zohocrm");
    expect(shownText(select("#search-results [role=status]", document)[0] ?? null)).toMatch(
      /pages? match “zoho crm implementation”/,
    );
    expect(select('input[name="q"]', document)[0]?.attribs.value).toBe("zoho crm implementation");
  });
});

describe("in the browser", () => {
  const browser = setupBrowser();

  test("a visitor on a phone searches from the header and opens a result", async () => {
    const { page, errors } = await browser.newPage({ viewport: "mobile" });
    await page.goto("/", { waitUntil: "load" });
    // Before the app runs, the button is a link to the search page; nothing of search is loaded.
    const button = page.getByRole("link", { name: "Search the site" });
    await expect(button.getAttribute("href")).resolves.toBe("/search");
    await startApp(page);
    await expectNoHorizontalScroll(page, "the header with its search button at 375 px");
    await page.getByRole("dialog", { name: /join and unlock/i }).waitFor();
    await dismissSignupPopup(page);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const box = dialog.getByRole("searchbox", { name: "Search the site" });
    await box.fill("Shopify stores");
    const results = dialog.getByRole("listitem");
    await results.first().waitFor();
    expect(await dialog.getByRole("status").textContent()).toMatch(/pages? match “Shopify stores”/);
    await expectNoAxeViolations(page, "the search dialog with results");
    const first = results.first().getByRole("link");
    // A result links to the passage that matched: its page, and the heading's anchor if any.
    const [target = ""] = (await first.getAttribute("href"))?.split("#") ?? [];
    expect(["/webdevelopment/ecommercestoremanagement", "/services/ecommerce"]).toContain(target);
    await first.click();
    await page.waitForURL((url) => url.pathname === target);
    await dialog.waitFor({ state: "hidden" });
    // The shortcut: "/" opens the search again from anywhere but a field.
    await page.keyboard.press("/");
    await box.waitFor();
    expect(errors).toEqual([]);
  });

  test("/search?q= keeps the server's results as the page hydrates, then searches as the visitor types", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto("/search?q=zoho+crm+implementation", { waitUntil: "load" });
    const results = page.locator("#search-results");
    const first = results.getByRole("link").first();
    expect(await first.getAttribute("href")).toMatch(/^\/services\/zohocrm(#|$)/);
    await first.evaluate((link) => {
      (window as unknown as { served: Element }).served = link;
    });
    await startApp(page);
    // The very element the server wrote: hydration neither redrew nor emptied the results.
    expect(
      await first.evaluate((link) => link === (window as unknown as { served: Element }).served),
    ).toBe(true);
    await page.locator("#search-page-q").fill("Shopify stores");
    await expect
      .poll(() => results.getByRole("status").textContent())
      .toMatch(/pages? match “Shopify stores”/);
    expect(errors).toEqual([]);
  });

  test("a member asks the assistant, sees where the answer came from and sends it to the team", async () => {
    const email = uniqueEmail("assistant");
    const base = baseUrl();
    await signUpAt(base, "Hina Baig", email);
    await confirmAddress(email, { base, source: mailFolder() });
    const { page, errors } = await browser.newPage();
    await gotoAndHydrate(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("link", { name: "Assistant" }).click();
    await page
      .getByRole("button", { name: "How long does a Zoho CRM implementation take?" })
      .click();
    const conversation = page.getByRole("list", { name: "Conversation" });
    await conversation.getByText("Here is what our pages say:").waitFor();
    await expectNoAxeViolations(page, "/dashboard/assistant with an answer");
    await expectNoHorizontalScroll(page, "/dashboard/assistant with an answer");
    const source = conversation.getByRole("link", { name: /^Zoho CRM/ }).first();
    expect(await source.getAttribute("href")).toMatch(/^\/services\/zohocrm/);
    await page.getByRole("button", { name: "Send to the Team" }).click();
    await page.getByText("✅ Your conversation is with our team.").waitFor();
    expect(errors).toEqual([]);
  });
});
