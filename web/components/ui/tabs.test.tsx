import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { expectArrowKeysHomeAndEnd, tab, zohoTabs } from "./tabs.fixture.tsx";
import { Tabs } from "./tabs.tsx";

/** Renders the Zoho tabs and returns a user to drive them. */
function renderTabs() {
  render(<Tabs tabs={zohoTabs} label="Zoho" />);
  return userEvent.setup();
}

describe("Tabs", () => {
  test("shows only the default tab's panel", () => {
    renderTabs();
    expect(tab("Zoho Products")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Products panel")).toBeVisible();
    expect(screen.getByText("Features panel")).not.toBeVisible();
  });

  test("a click switches the panel", async () => {
    const user = renderTabs();
    await user.click(tab("CRM Features"));
    expect(screen.getByText("Features panel")).toBeVisible();
    expect(screen.getByText("Products panel")).not.toBeVisible();
  });

  test("arrow keys, Home and End move focus and selection, wrapping around", async () => {
    const user = renderTabs();
    await user.click(tab("Zoho Products"));
    await expectArrowKeysHomeAndEnd(user);
  });

  test("Tab moves from the selected tab into its panel, which takes focus itself", async () => {
    const user = renderTabs();
    await user.click(tab("CRM Features"));
    await user.tab();
    const panel = screen.getByRole("tabpanel", { name: "CRM Features" });
    expect(panel).toHaveAttribute("tabindex", "0");
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent("Features panel");
  });
});
