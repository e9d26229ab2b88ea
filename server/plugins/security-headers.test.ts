import { describe, expect, test } from "vitest";
import {
  frameSourcesFor,
  mapFrameSources,
  pageCsp,
  placeholderImageSources,
} from "./security-headers.ts";

/** A policy's directive of that name, whole ("frame-src 'none'"). */
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("images from a placeholder service", () => {
  test("are allowed from the configured service's origin only", () => {
    expect(
      placeholderImageSources("https://images.example.net/seed/{seed}/{width}/{height}"),
    ).toEqual(["https://images.example.net"]);
    const csp = pageCsp({ production: false, imageSources: ["https://images.example.net"] });
    expect(csp).toContain("img-src 'self' data: https://images.example.net;");
  });

  test("add nothing while the setting is off or unreadable", () => {
    expect(placeholderImageSources(null)).toEqual([]);
    expect(placeholderImageSources("not a url {seed}")).toEqual([]);
    expect(pageCsp({ production: false, imageSources: [] })).toContain("img-src 'self' data:;");
  });
});

describe("a page's policy", () => {
  test("allows no inline style and no inline script at all", () => {
    const csp = pageCsp({ production: true, scriptHashes: ["sha256-abc"] });
    expect(directive(csp, "style-src")).toBe("style-src 'self'");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc'");
    expect(csp).not.toContain("unsafe-");
  });

  test("frames nothing, unless it is the page with the map", () => {
    expect(directive(pageCsp({ production: false }), "frame-src")).toBe("frame-src 'none'");
    expect(frameSourcesFor("contact/index.html")).toEqual(mapFrameSources);
    for (const file of [
      "index.html",
      "about/index.html",
      "contact/sent/index.html",
      "404/index.html",
    ])
      expect(frameSourcesFor(file), file).toEqual([]);
    expect(
      directive(
        pageCsp({ production: false, frameSources: frameSourcesFor("contact/index.html") }),
        "frame-src",
      ),
    ).toBe("frame-src https://www.google.com https://maps.google.com");
  });
});
