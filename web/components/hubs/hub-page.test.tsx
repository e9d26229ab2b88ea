import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { HubContent } from "./hub-page.tsx";

type HubRoute = {
  loader: () => { content: HubContent };
  default: (props: { loaderData: { content: HubContent } }) => ReactNode;
};

/** Every service hub route: each draws its page with the one hub layout. */
const routes = import.meta.glob<HubRoute>("../../routes/services/*.tsx", { eager: true });

function renderHub(route: HubRoute) {
  const Page = route.default;
  const loaderData = route.loader();
  const { container } = render(
    <MemoryRouter>
      <Page loaderData={loaderData} />
    </MemoryRouter>,
  );
  return { container, content: loaderData.content };
}

describe("service hub pages", () => {
  test("every hub route is measured here", () => {
    expect(Object.keys(routes).length).toBeGreaterThanOrEqual(11);
  });

  for (const [path, route] of Object.entries(routes)) {
    const name = path.replace(/^.*\//, "");
    test(`${name}: its sections in the order its data lists, each named by its heading`, () => {
      const { container, content } = renderHub(route);
      expect(container.querySelectorAll("h1")).toHaveLength(1);
      expect(container.querySelector("h1")?.textContent).toBe(content.hero.title);

      const sections = [...container.querySelectorAll("section[id]")];
      // Then, where posts are about the service, the Insights list that links to them.
      const posts = content.posts ?? [];
      expect(sections.map((section) => section.id)).toEqual([
        ...content.sections.map(({ id }) => id),
        ...(posts.length > 0 ? ["insights"] : []),
      ]);
      expect(
        [...container.querySelectorAll("#insights li > a")].map((link) =>
          link.getAttribute("href"),
        ),
      ).toEqual(posts.map((post) => post.path));
      for (const section of sections) {
        const headingId = section.getAttribute("aria-labelledby");
        const heading = headingId ? section.querySelector(`[id="${headingId}"]`) : null;
        expect(heading?.tagName, `#${section.id} is named by an h2 inside it`).toBe("H2");
      }
      for (const { id, heading } of content.sections) {
        if (heading) expect(container.querySelector(`#${id} h2`)?.textContent).toBe(heading.title);
      }

      // Each section draws a body under its heading: no widget or slot is missing from its route.
      for (const section of sections) {
        const bodies = section.querySelectorAll("ul, ol, dl, form, [role=tablist], details");
        expect(bodies.length, `#${section.id} has a body`).toBeGreaterThan(0);
      }

      expect(container.querySelector('section[aria-labelledby="cta-title"]')).not.toBeNull();
    });
  }
});
