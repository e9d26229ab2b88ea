import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { placeholderSvg } from "#web/lib/placeholder.ts";
import { SmartImage } from "./smart-image.tsx";

describe("SmartImage", () => {
  test("is lazy with explicit size unless it is a priority image", () => {
    render(<SmartImage src="/a.png" alt="A chart" width={400} height={300} />);
    const img = screen.getByRole("img", { name: "A chart" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
  });

  test("a priority image loads eagerly with high priority", () => {
    render(<SmartImage src="/hero.png" alt="Hero" width={800} height={600} priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  test("a failed picture is replaced by the local placeholder of its seed", () => {
    render(
      <SmartImage src="/missing.png" alt="Project" width={400} height={300} seed="project-1" />,
    );
    const img = screen.getByRole("img", { name: "Project" });
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", placeholderSvg("project-1", 400, 300));
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
  });

  test("a failed logo hides itself", () => {
    render(
      <SmartImage src="/logo.png" alt="Partner logo" width={120} height={40} onFailure="hide" />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Partner logo" }));
    expect(screen.queryByRole("img", { name: "Partner logo" })).toBeNull();
  });

  test("the placeholder is deterministic per seed and differs between seeds", () => {
    expect(placeholderSvg("a")).toBe(placeholderSvg("a"));
    expect(placeholderSvg("a")).not.toBe(placeholderSvg("b"));
  });
});
