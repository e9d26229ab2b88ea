import { describe, expect, test } from "vitest";
import { drawerServicesMenu, isActivePath, servicesMenu } from "./navigation";

describe("active-link rule", () => {
  test("Home is active only on exactly /", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about")).toBe(false);
    expect(isActivePath("/", "/services/webdevelopment")).toBe(false);
  });

  test("other links are active when the path starts with theirs", () => {
    expect(isActivePath("/about", "/about")).toBe(true);
    expect(isActivePath("/services/webdevelopment", "/services/webdevelopment")).toBe(true);
    expect(isActivePath("/contact", "/contact")).toBe(true);
    expect(isActivePath("/about", "/contact")).toBe(false);
    expect(isActivePath("/services/zohocrm", "/services/webdevelopment")).toBe(false);
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
