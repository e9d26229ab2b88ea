import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { Header } from "./header.tsx";

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Header /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

function currentLinks() {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav)
    .queryAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
}

describe("header active link", () => {
  test("Home is highlighted on / and About Us is not", () => {
    renderAt("/");
    expect(currentLinks()).toEqual(["Home"]);
  });

  test("on /about only About Us is highlighted", () => {
    renderAt("/about");
    expect(currentLinks()).toEqual(["About Us"]);
  });

  test("on a service page Home is not highlighted and Services is the current section", () => {
    renderAt("/services/zohocrm");
    expect(currentLinks()).toEqual([]);
    const services = screen.getByRole("button", { name: "Services" });
    expect(services).toHaveClass("text-white");
    expect(services).toHaveAttribute("aria-current", "true");
  });

  test("on a detail page Services is the current section and its hub is marked", () => {
    renderAt("/webdevelopment/seo");
    const services = screen.getByRole("button", { name: "Services" });
    expect(services).toHaveAttribute("aria-current", "true");
    expect(services).toHaveClass("bg-white/10", "text-white");
    expect(screen.getByRole("button", { name: "Portfolio" })).not.toHaveAttribute("aria-current");
    // The menu is a closed popover, which jsdom cannot open: its links are read as they are.
    const menu = document.getElementById(services.getAttribute("popovertarget") ?? "");
    if (!menu) throw new Error("the Services button controls no menu");
    expect(
      within(menu).getByRole("link", { name: /Web Development/, hidden: true }),
    ).toHaveAttribute("aria-current", "true");
    expect(within(menu).getByRole("link", { name: /Zoho CRM/, hidden: true })).not.toHaveAttribute(
      "aria-current",
    );
  });

  test("outside the services Services is not marked", () => {
    renderAt("/about");
    expect(screen.getByRole("button", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  test("the Contact Us button is marked current on /contact", () => {
    renderAt("/contact");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
