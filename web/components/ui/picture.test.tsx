import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { placeholderSvg } from "#web/lib/placeholder.ts";
import { type GeneratedImage, Picture } from "./picture.tsx";

const image: GeneratedImage = {
  width: 1200,
  height: 800,
  avif: "/a-480.avif 480w, /a-800.avif 800w, /a-1280.avif 1280w",
  webp: "/a-480.webp 480w, /a-800.webp 800w, /a-1280.webp 1280w",
  fallback: "/a-800.jpg",
};

describe("Picture", () => {
  test("offers AVIF, then WebP, then the fallback, sized for the layout", () => {
    const { container } = render(
      <Picture image={image} alt="A store on a laptop" sizes="(min-width: 1024px) 50vw, 100vw" />,
    );
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]).toHaveAttribute("srcset", image.avif);
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
    const img = screen.getByRole("img", { name: "A store on a laptop" });
    expect(img).toHaveAttribute("src", "/a-800.jpg");
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "800");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  test("a priority picture loads eagerly with high priority", () => {
    render(<Picture image={image} alt="Hero" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  test("a failed picture becomes the local placeholder, with no sources left to retry", () => {
    const { container } = render(<Picture image={image} alt="Project" seed="project-1" />);
    fireEvent.error(screen.getByRole("img", { name: "Project" }));
    const img = screen.getByRole("img", { name: "Project" });
    expect(img).toHaveAttribute("src", placeholderSvg("project-1", 1200, 800));
    expect(img).toHaveAttribute("data-failed");
    expect(container.querySelector("source")).toBeNull();
  });
});
