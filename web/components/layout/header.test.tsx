import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { Header } from "./header";

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

  test("on a service page Home is not highlighted", () => {
    renderAt("/services/zohocrm");
    expect(currentLinks()).toEqual([]);
    expect(screen.getByRole("button", { name: "Services" })).toHaveClass("text-white");
  });

  test("the Contact Us button is marked current on /contact", () => {
    renderAt("/contact");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
