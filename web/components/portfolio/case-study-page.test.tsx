import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import type { GeneratedImage } from "#web/components/ui/picture.tsx";
import { deliveredProject } from "#web/content/case-studies/fixtures/delivered-project.ts";
import {
  caseStudies,
  caseStudyNote,
  deliveredCaseStudyNote,
} from "#web/content/case-studies/index.ts";
import { type CaseStudy, caseStudySchema } from "#web/content/case-studies/schema.ts";
import { CaseStudyPage, type ShownCaseStudy } from "./case-study-page.tsx";

/** A generated picture as the manifest gives it, its addresses named after the file. */
function picture(file: string, width = 1440, height = 900): GeneratedImage {
  const name = file.replace(/\.\w+$/, "");
  return {
    width,
    height,
    avif: `/assets/${name}-480.avif 480w, /assets/${name}-800.avif 800w`,
    webp: `/assets/${name}-480.webp 480w, /assets/${name}-800.webp 800w`,
    fallback: `/assets/${name}-800.jpg`,
  };
}

/** What the route's loader hands the layout, for a study and its pictures. */
function shownFor(study: CaseStudy, note: string): ShownCaseStudy {
  return {
    study,
    path: `/portfolio/${study.slug}`,
    work: {
      title: study.title,
      imageAlt: study.imageAlt,
      tags: study.tags,
      picture: picture(study.image),
    },
    screenshots: (study.screenshots ?? []).map((shot) => ({
      ...shot,
      picture: picture(shot.file),
    })),
    logo: study.client.logo ? picture(study.client.logo, 240, 64) : undefined,
    gallery: { label: "Web & App", path: "/portfolio_webdev" },
    previous: { title: "Previous", path: "/portfolio/previous" },
    next: { title: "Next", path: "/portfolio/next" },
    note,
    posts: [],
  };
}

/** The test's delivered project as the case studies' index gives a study. */
function delivered(change: (entry: ReturnType<typeof deliveredProject>) => void = () => {}) {
  const entry = deliveredProject();
  change(entry);
  const { quote, ...rest } = caseStudySchema.parse(entry);
  return {
    ...rest,
    slug: "delivered-project",
    quote: { text: quote.text, attribution: `${quote.role}, Meridian Digital` },
  } satisfies CaseStudy;
}

function renderPage(shown: ShownCaseStudy) {
  return render(
    <MemoryRouter>
      <CaseStudyPage shown={shown} />
    </MemoryRouter>,
  );
}

const liveLink = { name: /^Visit the live site/ };

describe("a delivered project's case study", () => {
  test("shows its screenshot in a device frame, its client's name and logo, and the live site", () => {
    const study = delivered();
    const { container } = renderPage(shownFor(study, deliveredCaseStudyNote));
    const shot = study.screenshots![0]!;

    // The screenshot, described by its own text, inside the browser window of a desktop.
    const image = screen.getByAltText(shot.alt);
    expect(image.closest("[data-device='desktop']")).not.toBeNull();
    expect(image.closest("#mockup")).not.toBeNull();
    expect(image).toHaveAttribute("loading", "eager");
    expect(image.closest("figure")?.querySelector("figcaption")).toHaveTextContent(shot.caption);
    // Its sources are the screenshot's, in AVIF and WebP.
    const sources = [...image.closest("picture")!.querySelectorAll("source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]?.getAttribute("srcset")).toContain("delivered-project-home-480.avif");

    // The screenshot replaces the illustration: no illustration, no illustration caption.
    expect(screen.queryByAltText(study.imageAlt)).toBeNull();
    expect(screen.queryByText(/^Illustration:/)).toBeNull();

    // The client by name, with its logo beside the name (which says what the logo is).
    const facts = within(container.querySelector("dl")!);
    const client = facts.getByText("Client").closest("div")!;
    expect(client).toHaveTextContent(study.client.name!);
    expect(client).toHaveTextContent(study.client.sector);
    const logo = client.querySelector("img");
    expect(logo?.getAttribute("src")).toBe("/assets/delivered-project-logo-800.jpg");
    expect(logo).toHaveAttribute("alt", "");
    expect(container).not.toHaveTextContent("names withheld");

    // The live site: a named link that opens in a new tab without handing it this page.
    const link = screen.getByRole("link", liveLink);
    expect(link).toHaveAttribute("href", study.liveUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(
      expect.arrayContaining(["noopener", "noreferrer"]),
    );
    // (jsdom's name drops the space a browser keeps before the visually hidden part.)
    expect(link).toHaveAccessibleName(
      /^Visit the live site ?\(www\.example\.com, opens in a new tab\)$/,
    );

    // Each figure with its source beside it, and the note that says where they come from.
    const results = container.querySelector("#results")!;
    for (const figure of study.figures) {
      const row = within(results as HTMLElement)
        .getByText(figure.label)
        .closest("div")!;
      expect(row).toHaveTextContent(figure.value);
      expect(row).toHaveTextContent(figure.basis);
    }
    expect(results).toHaveTextContent(deliveredCaseStudyNote);
  });

  test("phone and tablet screenshots each stand in their own bezel", () => {
    const study = delivered((entry) => {
      const [shot] = entry.screenshots;
      entry.screenshots = [
        { ...shot, device: "phone", alt: "The store on a phone", caption: "On a phone." },
        { ...shot, file: "tablet.png", device: "tablet", alt: "The store on a tablet" },
      ];
    });
    renderPage(shownFor(study, deliveredCaseStudyNote));
    const phone = screen.getByAltText("The store on a phone");
    expect(phone.closest("[data-device='phone']")).not.toBeNull();
    expect(phone).toHaveAttribute("loading", "eager");
    const tablet = screen.getByAltText("The store on a tablet");
    expect(tablet.closest("[data-device='tablet']")).not.toBeNull();
    expect(tablet).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("On a phone.").tagName).toBe("FIGCAPTION");
  });

  test("a client that is not named: the reason shows in its place, and nothing links to it", () => {
    const withheld = "Named on request: the client asked us not to publish its name";
    const study = delivered((entry) => {
      entry.client = { ...entry.client, permission: false, withheld };
      delete entry.client.name;
      delete entry.client.logo;
      delete entry.liveUrl;
    });
    const { container } = renderPage(shownFor(study, deliveredCaseStudyNote));
    const client = within(container.querySelector("dl")!).getByText("Client").closest("div")!;
    expect(client).toHaveTextContent(study.client.sector);
    expect(client).toHaveTextContent(withheld);
    expect(client.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link", liveLink)).toBeNull();
  });
});

describe("a stand-in's case study", () => {
  test("shows its illustration with the caption that says so, and no live link", () => {
    const study = caseStudies[0]!;
    const { container } = renderPage(shownFor(study, caseStudyNote));
    const image = screen.getByAltText(study.imageAlt);
    expect(image.closest("#mockup")).not.toBeNull();
    expect(container.querySelector("[data-device]")).toBeNull();
    const caption = image.closest("figure")?.querySelector("figcaption");
    expect(caption).toHaveTextContent(study.mockup!.caption);
    expect(caption?.textContent).toMatch(/^Illustration: /);
    expect(screen.queryByRole("link", liveLink)).toBeNull();

    // The client by sector alone, as before there were slots for real work.
    const client = within(container.querySelector("dl")!).getByText("Client").closest("div")!;
    expect(client.querySelector("dd")?.textContent).toBe(study.client.sector);
    expect(client.querySelector("img")).toBeNull();
    expect(container.querySelector("#results")).toHaveTextContent(caseStudyNote);
  });
});
