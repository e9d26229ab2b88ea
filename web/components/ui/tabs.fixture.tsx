import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Tabs for the tests of the Tabs component, whether React renders them or page-start's handlers
 * answer them before hydration: both must behave alike.
 */
export const zohoTabs = [
  { id: "products", label: "Zoho Products", content: <p>Products panel</p> },
  { id: "features", label: "CRM Features", content: <p>Features panel</p> },
  { id: "services", label: "Implementation & Consulting", content: <p>Services panel</p> },
];

export const tab = (name: string) => screen.getByRole("tab", { name });

/**
 * The tab list's keyboard (the WAI-ARIA tabs pattern), starting with the first tab focused:
 * arrow keys, Home and End move focus and selection, wrapping around.
 */
export async function expectArrowKeysHomeAndEnd(user: UserEvent) {
  await user.keyboard("{ArrowLeft}");
  expect(tab("Implementation & Consulting")).toHaveFocus();
  expect(screen.getByText("Services panel")).toBeVisible();
  await user.keyboard("{Home}");
  expect(tab("Zoho Products")).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowRight}");
  expect(tab("CRM Features")).toHaveFocus();
  await user.keyboard("{End}");
  expect(tab("Implementation & Consulting")).toHaveAttribute("tabindex", "0");
  await user.keyboard("{ArrowRight}");
  expect(tab("Zoho Products")).toHaveFocus();
}
