import type { Page } from "playwright-core";

/**
 * Waits until the page's full stylesheet has loaded: a prerendered page paints with its critical
 * CSS and links the rest when the app starts (at the visitor's first key, touch or scroll), and
 * rules such as a field's focus ring or a footer's layout may only be in the rest.
 */
export async function fullStylesheet(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => link.sheet !== null);
  });
}
