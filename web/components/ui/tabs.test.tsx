import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Tabs } from "./tabs.tsx";

const tabs = [
  { id: "products", label: "Zoho Products", content: <p>Products panel</p> },
  { id: "features", label: "CRM Features", content: <p>Features panel</p> },
  { id: "services", label: "Implementation & Consulting", content: <p>Services panel</p> },
];

/** Renders the Zoho tabs and returns a user to drive them. */
function renderTabs() {
  render(<Tabs tabs={tabs} label="Zoho" />);
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole("tab", { name });

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
    await user.keyboard("{ArrowLeft}");
    expect(tab("Implementation & Consulting")).toHaveFocus();
    expect(screen.getByText("Services panel")).toBeVisible();
    await user.keyboard("{Home}");
    expect(tab("Zoho Products")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(tab("CRM Features")).toHaveFocus();
    await user.keyboard("{End}");
    expect(tab("Implementation & Consulting")).toHaveAttribute("tabindex", "0");
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
