import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { expectArrowKeysHomeAndEnd, tab, zohoTabs } from "#web/components/ui/tabs.fixture.tsx";
import { Tabs } from "#web/components/ui/tabs.tsx";
import { installNativeTabs } from "./native-tabs.ts";

const markup = <Tabs tabs={zohoTabs} label="Zoho" />;

/** The prerendered page: the tabs' server HTML, page-start's handlers, no React yet. */
function prerendered() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(markup);
  document.body.append(container);
  return container;
}

// The handlers stay on the document for the file; each test marks whether React answers.
installNativeTabs();
afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

describe("tabs before the app has hydrated", () => {
  test("a tap shows the tab's panel and marks it chosen, without React", async () => {
    prerendered();
    const user = userEvent.setup();
    await user.click(tab("CRM Features"));
    expect(tab("CRM Features")).toHaveAttribute("aria-selected", "true");
    expect(tab("CRM Features")).toHaveAttribute("tabindex", "0");
    expect(tab("Zoho Products")).toHaveAttribute("aria-selected", "false");
    expect(tab("Zoho Products")).toHaveAttribute("tabindex", "-1");
    expect(screen.getByText("Features panel")).toBeVisible();
    expect(screen.getByText("Products panel")).not.toBeVisible();
  });

  test("arrow keys, Home and End move focus and choice, wrapping around", async () => {
    prerendered();
    const user = userEvent.setup();
    tab("Zoho Products").focus();
    await expectArrowKeysHomeAndEnd(user);
  });

  test("hydration keeps the tab chosen before it, and React answers from then on", async () => {
    const container = prerendered();
    const user = userEvent.setup();
    await user.click(tab("Implementation & Consulting"));
    await act(async () => {
      hydrateRoot(container, markup);
    });
    document.documentElement.dataset.hydrated = "true";
    expect(tab("Implementation & Consulting")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Services panel")).toBeVisible();

    // Only React's state moves the tabs now: a stale state would leave two panels shown.
    await user.click(tab("CRM Features"));
    expect(screen.getByText("Features panel")).toBeVisible();
    expect(screen.getByText("Services panel")).not.toBeVisible();
    expect(screen.getByText("Products panel")).not.toBeVisible();
    expect(tab("Implementation & Consulting")).toHaveAttribute("aria-selected", "false");
  });
});
