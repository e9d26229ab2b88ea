import { describe, expect, test } from "vitest";
import { pageCsp, placeholderImageSources } from "./security-headers";

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
