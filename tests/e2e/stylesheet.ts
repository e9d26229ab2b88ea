import type { Page } from "playwright-core";

/**
 * Waits until the page's full stylesheet has loaded: a prerendered page paints with its critical
 * CSS and loads the rest after the first paint, and rules such as a field's focus ring or a
 * footer's layout may only be in the rest.
 */
export async function fullStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
}
