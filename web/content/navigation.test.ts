import { describe, expect, test } from "vitest";
import {
  drawerServicesMenu,
  hubOfDetailPath,
  isActivePath,
  isHubOfDetailPath,
  isServicesPath,
  servicesMenu,
} from "#site/navigation.ts";
import { detailPaths } from "./details/order.ts";
import { detailSections } from "./details/schema.ts";

describe("active-link rule", () => {
  test("Home is active only on exactly /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    for (const path of ["/about", "/services/webdevelopment"])
      expect(isActivePath("/", path), path).toBe(false);
  });

  test("other links are active when the path starts with theirs", () => {
    for (const link of ["/about", "/services/webdevelopment", "/contact"])
      expect(isActivePath(link, link), link).toBe(true);
    expect(isActivePath("/about", "/contact")).toBe(false);
    expect(isActivePath("/services/zohocrm", "/services/webdevelopment")).toBe(false);
  });
});

describe("the Services section", () => {
  test("takes in /services, its hubs and every detail page, and nothing else", () => {
    expect(detailPaths()).toHaveLength(41);
    for (const path of ["/services", "/services/zohocrm", ...detailPaths()])
      expect(isServicesPath(path), path).toBe(true);
    for (const path of ["/", "/about", "/contact", "/portfolio_webdev", "/privacypolicy", "/login"])
      expect(isServicesPath(path), path).toBe(false);
  });

  test("knows every detail section and leads each to a hub of the Services menu", () => {
    const hubs = servicesMenu.map((link) => link.to);
    for (const section of detailSections) {
      expect(hubOfDetailPath(`/${section}/any`), section).toBe(`/services/${section}`);
      expect(hubs).toContain(`/services/${section}`);
    }
    expect(hubOfDetailPath("/webdevelopment/seo")).toBe("/services/webdevelopment");
    expect(hubOfDetailPath("/services/webdevelopment")).toBeUndefined();
    expect(hubOfDetailPath("/constructor/x")).toBeUndefined();
  });

  test("marks a detail page's hub in both menus, the drawer's graphic design alias too", () => {
    expect(isHubOfDetailPath("/services/graphicdesign", "/graphicdesign/logos")).toBe(true);
    expect(isHubOfDetailPath("/services/graphic-designing", "/graphicdesign/logos")).toBe(true);
    expect(isHubOfDetailPath("/services/videoanimation", "/videoanimation/emotes")).toBe(true);
    expect(isHubOfDetailPath("/services/graphicdesign", "/videoanimation/emotes")).toBe(false);
    expect(isHubOfDetailPath("/services/webdevelopment", "/services/webdevelopment")).toBe(false);
  });
});

describe("menus", () => {
  test("the Services menu lists the eight hubs in the specification's order", () => {
    expect(servicesMenu.map((link) => link.to)).toEqual([
      "/services/webdevelopment",
      "/services/graphicdesign",
      "/services/itsoftware",
      "/services/videoanimation",
      "/services/aiautomation",
      "/services/zohocrm",
      "/services/apiintegration",
      "/services/deeplearning",
    ]);
  });

  test("the drawer links graphic design to /services/graphic-designing", () => {
    expect(drawerServicesMenu[1]?.to).toBe("/services/graphic-designing");
    expect(drawerServicesMenu.filter((link, i) => link.to !== servicesMenu[i]?.to)).toHaveLength(1);
  });
});
